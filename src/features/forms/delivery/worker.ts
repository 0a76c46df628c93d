import { asc, count, inArray, min } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { BackgroundWork } from '@/lib/jobs'
import { scrapedGauge } from '@/lib/metrics'

import { deliverClaimed, heldDeliveries } from './attempt'
import {
  claimDelivery,
  deliveryCollections,
  deliveryTable,
  dueWhere,
  heldWhere,
  iso,
} from './queue'

/**
 * The delivery queue in a server process: the scheduler's passes over due records, the hand-back
 * at shutdown, and the queue's gauges. Any number of processes may run it at once.
 */

/**
 * One pass of a worker: claims and delivers every due record (at most `limit` per collection), a
 * few at a time (`concurrency`): after an outage hundreds are due at once, and one at a time each
 * waits for the previous one's mail server round trip. Returns how many attempts it made.
 */
export async function runDueDeliveries(
  payload: Payload,
  {
    limit = 50,
    concurrency = 5,
    stopping,
  }: { limit?: number; concurrency?: number; stopping?: AbortSignal } = {},
): Promise<number> {
  let count = 0
  for (const collection of deliveryCollections(payload)) {
    const { db, table } = deliveryTable(payload, collection)
    const due = await db
      .select<{ id: string | number }>({ id: table.id })
      .from(table)
      .where(dueWhere(table, Date.now()))
      .orderBy(asc(table.delivery_dueAt))
      .limit(limit)
    const work = async () => {
      for (let next = due.shift(); next && !stopping?.aborted; next = due.shift()) {
        const claim = await claimDelivery(payload, { collection, id: next.id })
        if (!claim) continue // another worker took it first
        await deliverClaimed(payload, claim)
        count++
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, due.length)) }, work))
  }
  return count
}

/**
 * When the process stops: waits until `deadline` for the deliveries under way, then hands back the
 * ones still held (due at once, for any worker) rather than leaving them leased for minutes. One of
 * them may then be sent twice, if its worker was past the send: a duplicate e-mail, never a lost
 * one.
 */
export async function releaseHeldDeliveries(payload: Payload, deadline: number): Promise<number> {
  const held = heldDeliveries()
  while (held.size > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  let released = 0
  for (const claim of held) {
    const { db, table } = deliveryTable(payload, claim.collection)
    const rows = await db
      .update(table)
      .set({ delivery_state: 'retrying', delivery_dueAt: iso(Date.now()) })
      .where(heldWhere(table, claim))
      .returning<{ id: string | number }>({ id: table.id })
    released += rows.length
  }
  if (released) payload.logger.warn({ msg: 'deliveries handed back at shutdown', released })
  return released
}

/**
 * The deliveries as background work of the server's scheduler (src/instrumentation.ts registers
 * it).
 */
export const deliveryWork: BackgroundWork = {
  name: 'delivery',
  run: (payload, stopping) => runDueDeliveries(payload, { stopping }),
  release: (payload, deadline) => releaseHeldDeliveries(payload, deadline),
}

/** Per collection: how many records wait for delivery, and when the oldest of them was stored. */
export async function deliveryBacklog(
  payload: Payload,
): Promise<{ collection: string; waiting: number; oldest: string | null }[]> {
  return Promise.all(
    deliveryCollections(payload).map(async (collection) => {
      const { db, table } = deliveryTable(payload, collection)
      const [row] = await db
        .select<{ waiting: number; oldest: string | null }>({
          waiting: count(),
          oldest: min(table.createdAt),
        })
        .from(table)
        .where(inArray(table.delivery_state, ['pending', 'processing', 'retrying']))
      return { collection, waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? null }
    }),
  )
}

/**
 * The delivery queue as Prometheus gauges, read when scraped (a database that fails leaves them
 * unset).
 */
export function watchDeliveries(payload: Payload): void {
  let backlog: ReturnType<typeof deliveryBacklog> | null = null
  // Both gauges are scraped together: one read of the queue serves them.
  const read = () =>
    (backlog ??= deliveryBacklog(payload).finally(() => setTimeout(() => (backlog = null), 1000)))
  scrapedGauge(
    'site_delivery_queue_depth',
    'Records waiting for delivery, per collection',
    ['collection'],
    async (gauge) => {
      gauge.reset()
      for (const { collection, waiting } of await read()) gauge.set({ collection }, waiting)
    },
  )
  scrapedGauge(
    'site_delivery_oldest_waiting_seconds',
    'Age of the oldest record waiting for delivery, per collection (0 when none waits)',
    ['collection'],
    async (gauge) => {
      gauge.reset()
      for (const { collection, oldest } of await read())
        gauge.set(
          { collection },
          oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0,
        )
    },
  )
}
