import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlTable, type SqlTable } from '@/lib/sql'

import type { DeliveryRecord } from './channels'

/**
 * The record is its own queue entry: its `delivery` group says what is left to do and when, so a
 * record cannot be stored without being queued. A worker takes a record with one conditional
 * UPDATE only one worker can win; the attempt number it writes is its fencing token (README
 * "Delivery").
 */
export type DeliveryTarget = { collection: string; id: string | number }
/**
 * A record this worker holds: `attempt` is the attempt number its claim wrote (the fencing token).
 * `record` and `leaseEndsAt`: the record as this process just stored it and when its lease ends, so
 * its first attempt needs no read while the lease surely holds.
 */
export type DeliveryClaim = DeliveryTarget & {
  attempt: number
  record?: DeliveryRecord
  leaseEndsAt?: number
}

export const deliveryAttempts = () => Math.max(1, Number(process.env.FORMS_DELIVERY_ATTEMPTS) || 10)
/**
 * How long a claim holds a record: longer than one attempt can take (SMTP and webhook timeouts).
 */
export const deliveryLeaseMs = () =>
  Math.max(1000, Number(process.env.FORMS_DELIVERY_LEASE_MS) || 120_000)

/** Delay before attempt `attempt + 1`. */
export function retryDelayMs(
  attempt: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const base = Number(env.FORMS_DELIVERY_BACKOFF_MS) || 30_000
  if (env.FORMS_DELIVERY_BACKOFF === 'fixed') return base
  return Math.min(base * 2 ** Math.max(0, attempt - 1), 6 * 3600_000)
}

export const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The `delivery` group a record is inserted with: claimed by the inserting process (attempt 1) and
 * leased, so storing and queueing are one write and no other worker starts it meanwhile.
 */
export function claimedDelivery(now = Date.now()) {
  return { state: 'processing' as const, attempts: 1, dueAt: iso(now + deliveryLeaseMs()) }
}

/** The columns the delivery reads and writes: the `delivery` group's, stored `delivery_<field>`. */
const deliveryColumns = [
  'id',
  'createdAt',
  'delivery_state',
  'delivery_dueAt',
  'delivery_attempts',
  'delivery_lastError',
  'delivery_emailSentAt',
  'delivery_webhookSentAt',
] as const
export type DeliveryTable = SqlTable<(typeof deliveryColumns)[number]>

/** The table of a collection with the `delivery` group (sqlTable throws when it has none). */
export function deliveryTable(payload: Payload, collection: string) {
  return sqlTable(payload, collection, deliveryColumns)
}
export const idValue = (id: string | number) =>
  typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
/** Due: pending or retrying past its retry time, or processing past its worker's lease. */
export const dueWhere = (t: DeliveryTable, now: number) =>
  and(
    inArray(t.delivery_state, ['pending', 'processing', 'retrying']),
    or(isNull(t.delivery_dueAt), lte(t.delivery_dueAt, iso(now))),
  )
/** The attempt's own row: still processing and still at its attempt (not taken over). */
export const heldWhere = (t: DeliveryTable, claim: DeliveryClaim) =>
  and(
    eq(t.id, idValue(claim.id)),
    eq(t.delivery_state, 'processing'),
    eq(t.delivery_attempts, claim.attempt),
  )

/** Takes a due record for this worker, or null when it is not due or another worker won it. */
export async function claimDelivery(
  payload: Payload,
  target: DeliveryTarget,
  now = Date.now(),
): Promise<DeliveryClaim | null> {
  const { db, table } = deliveryTable(payload, target.collection)
  const rows = await db
    .update(table)
    .set({
      delivery_state: 'processing',
      delivery_dueAt: iso(now + deliveryLeaseMs()),
      delivery_attempts: sql`coalesce(${table.delivery_attempts}, 0) + 1`,
    })
    .where(and(eq(table.id, idValue(target.id)), dueWhere(table, now)))
    .returning<{ attempts: number | string }>({ attempts: table.delivery_attempts })
  return rows[0] ? { ...target, attempt: Number(rows[0].attempts) } : null
}

/** The collections whose records carry the `delivery` group (the six forms, the shop's orders). */
export function deliveryCollections(payload: Payload): string[] {
  return payload.config.collections
    .filter((c) => c.flattenedFields.some((f) => f.name === 'delivery' && f.type === 'group'))
    .map((c) => c.slug)
}

/**
 * Queues a `failed` or `skipped` record again, due at once, with its attempts reset (steps already
 * sent are still skipped). One conditional UPDATE: a record in any other state is left alone, so a
 * double click or a race with a worker never starts a second delivery. Returns whether it was
 * queued.
 */
export async function retryDelivery(
  payload: Payload,
  collection: string,
  id: string | number,
): Promise<boolean> {
  const { db, table } = deliveryTable(payload, collection)
  const rows = await db
    .update(table)
    .set({
      delivery_state: 'pending',
      delivery_dueAt: null,
      delivery_attempts: 0,
      delivery_lastError: null,
    })
    .where(and(eq(table.id, idValue(id)), inArray(table.delivery_state, ['failed', 'skipped'])))
    .returning<{ id: number | string }>({ id: table.id })
  if (rows.length > 0) payload.logger.info({ msg: 'delivery queued again', collection, id })
  return rows.length > 0
}
