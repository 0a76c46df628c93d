import type { PayloadRequest } from 'payload'

/**
 * A page rendered while a change is being saved reads the content as it was, and may be stored
 * after the change's revalidation, where it looks as fresh as a page rendered after it: the change
 * would then stay hidden until the next one. In this process the page cache handler refuses what a
 * request begun before a revalidation renders (page-cache-handler.mjs); two cases remain. On
 * PostgreSQL `afterChange` hooks run inside the transaction, so a render begun after the
 * revalidation but before the commit still reads the old content; and another instance sharing the
 * cache in Redis does not know when this one revalidated. So each change revalidates its tags a
 * second time, once its transaction has ended and a render begun before that has had `settleMs` to
 * finish. Changes close together share one second pass.
 */
export function secondPass(revalidate: (tags: string[]) => Promise<void>, settleMs = 5_000) {
  const pending = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const fire = () => {
    timer = undefined
    const tags = [...pending]
    pending.clear()
    void revalidate(tags)
  }
  return (tags: readonly string[], ended: Promise<void>) => {
    void ended.then(() => {
      for (const tag of tags) pending.add(tag)
      clearTimeout(timer)
      timer = setTimeout(fire, settleMs)
      // A command-line process that ends before it has nothing left to keep fresh.
      timer.unref?.()
    })
  }
}

/**
 * Resolves once the request's transaction has ended, committed or rolled back (Payload's adapters
 * drop it from `db.sessions` then), and at once when there is none (SQLite writes as it goes).
 * Gives up waiting after `limitMs`.
 */
export async function transactionEnded(
  req: Pick<PayloadRequest, 'transactionID' | 'payload'>,
  { pollMs = 50, limitMs = 60_000 } = {},
): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as { sessions?: Record<string, unknown> }).sessions
  if (id === undefined || id === null || !sessions) return
  const until = Date.now() + limitMs
  while (sessions[String(id)] && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
}
