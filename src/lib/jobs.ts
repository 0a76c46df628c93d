import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm'
import type { JobsConfig, Payload } from 'payload'

import { hasRole } from '@/access'
import { lifecycle } from '@/lib/lifecycle'
import { processState } from '@/lib/process-state'
import { sqlTable } from '@/lib/sql'

/**
 * The one scheduler of the site's background work, in every server process, started with the server
 * (src/instrumentation.ts hands it each feature's work) so retries and scheduled publishing run
 * without traffic. Payload's own `autoRun` is not used: it starts only when a request asks, and its
 * runner takes a job with a read and then a write, so two runners can both take it; here each job is
 * taken with one conditional UPDATE. JOBS_INTERVAL_SECONDS (default 10) sets the pace; JOBS_AUTORUN=off
 * keeps a process out of it.
 */
export function siteJobs(): JobsConfig {
  return {
    tasks: [],
    deleteJobOnComplete: true,
    access: {
      queue: ({ req }) => hasRole(req),
      run: ({ req }) => hasRole(req),
      cancel: ({ req }) => hasRole(req),
    },
  }
}

/**
 * One kind of background work, run once per pass; `name` names it in the log when a pass fails.
 * `run` takes no new work once `stopping` is aborted (the process drains); `release` then hands
 * back what the work still holds when the grace period ends (claims, leases), so another instance
 * takes it over at once instead of after the lease.
 */
export type BackgroundWork = {
  name: string
  run: (payload: Payload, stopping: AbortSignal) => unknown
  release?: (payload: Payload, deadline: number) => Promise<unknown>
}

/** A Payload job still `processing` this long after it was taken belongs to a worker that died. */
const payloadJobLeaseMs = 10 * 60_000
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Runs the Payload jobs that are due (any queue), each taken by exactly one worker: frees jobs
 * whose worker died (still processing after the lease), then for each due job sets `processing`
 * only where it is still false, and runs it only when that UPDATE changed the row.
 */
/** The Payload job this process is running, handed back if the process stops before it ends. */
let heldJob: number | string | undefined

export async function runDuePayloadJobs(
  payload: Payload,
  { limit = 20, stopping }: { limit?: number; stopping?: AbortSignal } = {},
): Promise<number> {
  const { db, table } = sqlTable(payload, 'payload-jobs', [
    'id',
    'taskSlug',
    'processing',
    'completedAt',
    'hasError',
    'waitUntil',
    'createdAt',
    'updatedAt',
  ])
  const now = Date.now()
  await db
    .update(table)
    .set({ processing: false })
    .where(
      and(
        eq(table.processing, true),
        isNull(table.completedAt),
        lt(table.updatedAt, iso(now - payloadJobLeaseMs)),
      ),
    )
  const due = await db
    .select<{ id: number | string; task: string | null }>({ id: table.id, task: table.taskSlug })
    .from(table)
    .where(
      and(
        eq(table.processing, false),
        isNull(table.completedAt),
        or(isNull(table.hasError), eq(table.hasError, false)),
        or(isNull(table.waitUntil), lte(table.waitUntil, iso(now))),
      ),
    )
    .orderBy(asc(table.createdAt))
    .limit(limit)
  let count = 0
  for (const { id, task } of due) {
    if (stopping?.aborted) break
    const won = await db
      .update(table)
      .set({ processing: true, updatedAt: iso(Date.now()) })
      .where(and(eq(table.id, id), eq(table.processing, false), isNull(table.completedAt)))
      .returning<{ id: number | string }>({ id: table.id })
    if (won.length === 0) continue // another worker took it
    // Payload's own messages span several lines per job: one line of ours instead.
    heldJob = id
    const result = await payload.jobs
      .runByID({ id, overrideAccess: true, silent: true })
      .finally(() => (heldJob = undefined))
    const status =
      (result.jobStatus as Record<string, { status?: string }> | undefined)?.[String(id)]?.status ??
      'unknown'
    const line = { msg: 'job run', id, task, status }
    if (status === 'success') payload.logger.info(line)
    else payload.logger.warn(line)
    count++
  }
  return count
}

/** Payload's job queue, where Payload puts scheduled publishing of posts. */
export const payloadJobQueue: BackgroundWork = {
  name: 'job queue',
  run: (payload, stopping) => runDuePayloadJobs(payload, { stopping }),
  async release(payload) {
    // Waited for by the scheduler already: a job still held at the deadline is handed back.
    if (heldJob === undefined) return
    const { db, table } = sqlTable(payload, 'payload-jobs', ['id', 'processing', 'completedAt'])
    await db
      .update(table)
      .set({ processing: false })
      .where(and(eq(table.id, heldJob), isNull(table.completedAt)))
  },
}

/**
 * One pass of background work, each kind in turn; never throws (a failing kind is logged, the next
 * pass retries).
 */
async function runBackgroundWork(
  payload: Payload,
  work: readonly BackgroundWork[],
  stopping: AbortSignal,
): Promise<void> {
  for (const { name, run } of work) {
    if (stopping.aborted) return
    try {
      await run(payload, stopping)
    } catch (error) {
      payload.logger.error({ msg: `${name} pass failed`, error: (error as Error).message })
    }
  }
}

/**
 * Starts the scheduler of this process (once): a pass at once, then one every
 * JOBS_INTERVAL_SECONDS, never two passes at a time. Not in `next build`, not with
 * JOBS_AUTORUN=off. Only the server's instrumentation calls it, so test workers (which use
 * Payload's Local API directly and run passes themselves) never have one; servers started by tests
 * do, as in production. Returns whether it started. When the process drains (src/lib/lifecycle.ts)
 * it stops: no new pass, the pass under way takes no new work and is waited for until the deadline,
 * then each kind of work releases what it still holds.
 */
export function startScheduler(
  payload: Payload,
  work: readonly BackgroundWork[],
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (env.JOBS_AUTORUN === 'off' || env.NEXT_PHASE === 'phase-production-build') return false
  const scheduler = processState('scheduler', () => ({ started: false }))
  if (scheduler.started) return false
  scheduler.started = true
  const intervalMs = Math.max(1, Number(env.JOBS_INTERVAL_SECONDS) || 10) * 1000
  const stopping = new AbortController()
  let running: Promise<void> | null = null
  const pass = () => {
    if (running || stopping.signal.aborted) return
    running = runBackgroundWork(payload, work, stopping.signal).finally(() => (running = null))
  }
  payload.logger.info({ msg: 'background work scheduler started', everySeconds: intervalMs / 1000 })
  pass()
  // unref: the timer alone never keeps a process alive (the server does).
  const timer = setInterval(pass, intervalMs).unref()
  lifecycle.onStop('background work', async (deadline) => {
    clearInterval(timer)
    stopping.abort()
    const late = new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))
    await Promise.race([running, late])
    for (const { name, release } of work) {
      await release?.(payload, deadline).catch((error: Error) =>
        payload.logger.error({
          msg: `${name}: could not hand back held work`,
          error: error.message,
        }),
      )
    }
    payload.logger.info({ msg: 'background work scheduler stopped' })
  })
  return true
}
