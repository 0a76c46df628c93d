import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { claimedDelivery, type DeliveryClaim } from '@/features/forms/delivery/queue'
import type { DeliveryRecord } from '@/features/forms/delivery/channels'
import type { Locale } from '@/i18n/locales'
import { sqlTable } from '@/lib/sql'

import { freeTimes, lastBookedAt } from './availability'
import { scheduleReminders } from './remind'
import { heldBlocks, roundRobin, type Availability } from './slots'

const minuteMs = 60_000

/** What the visitor gives: their details and where they came from (the lead form's). */
export type BookingDetails = {
  name: string
  email: string
  company: string
  note?: string
  timeZone: string
  plan?: string
  interest?: string
  source?: string
}

export type ReserveOutcome =
  | { booked: true; id: number | string; claim: DeliveryClaim }
  | { booked: false; nextFree: number[] }

// The columns each statement writes, checked when the table is taken (sql.ts).
export const bookingColumns = [
  'id',
  'status',
  'salesperson',
  'startsAt',
  'endsAt',
  'name',
  'email',
  'company',
  'note',
  'timeZone',
  'locale',
  'plan',
  'interest',
  'source',
  'holdRef',
  'movingRef',
  'sequence',
  'createdAt',
  'updatedAt',
  'delivery_state',
  'delivery_attempts',
  'delivery_dueAt',
] as const
export const holdColumns = [
  'id',
  'key',
  'salesperson',
  'blockStart',
  'ref',
  'createdAt',
  'updatedAt',
] as const

/** A unique index refused the row (PostgreSQL 23505, SQLite's UNIQUE constraint), at any depth. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true
  if (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(message))
    return true
  return isUniqueViolation(cause, depth + 1)
}

/**
 * Takes the slot, then stores the meeting. The holds go in first, all blocks in ONE INSERT: the
 * unique index on (salesperson, block) refuses the whole statement when any block is taken, so
 * of concurrent bookings of overlapping times, on any instance, exactly one gets its holds (null
 * for the others). No read decides it, and no transaction is needed (SQLite's adapter runs
 * without them here). Only then is the meeting written, carrying the holds' reference: a process
 * that dies in between leaves holds without a meeting (released after a few minutes,
 * `releaseOrphanHolds`), never a meeting without holds.
 */
async function storeWithHolds(
  payload: Payload,
  salesperson: Availability,
  start: number,
  locale: Locale,
  details: BookingDetails,
): Promise<{ id: number | string; record: DeliveryRecord; dueAt: string } | null> {
  const { db, table: holds } = sqlTable(payload, 'booking-holds', holdColumns)
  const bookings = sqlTable(payload, 'bookings', bookingColumns).table
  const now = new Date().toISOString()
  const ref = randomUUID()
  const person = Number(salesperson.salesperson)
  const blocks = heldBlocks(start, salesperson.meetingMinutes, salesperson.bufferMinutes)
  try {
    await db.insert(holds).values(
      blocks.map((block) => ({
        key: `${person}@${new Date(block).toISOString()}`,
        salesperson: person,
        blockStart: new Date(block).toISOString(),
        ref,
        createdAt: now,
        updatedAt: now,
      })),
    )
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
  const delivery = claimedDelivery(Date.parse(now))
  const fields = {
    status: 'booked',
    salesperson: person,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + salesperson.meetingMinutes * minuteMs).toISOString(),
    name: details.name,
    email: details.email,
    company: details.company,
    note: details.note ?? null,
    timeZone: details.timeZone,
    locale,
    plan: details.plan ?? null,
    interest: details.interest ?? null,
    source: details.source ?? null,
    holdRef: ref,
    sequence: 0,
  }
  const [row] = await db
    .insert(bookings)
    .values({
      ...fields,
      createdAt: now,
      updatedAt: now,
      delivery_state: delivery.state,
      delivery_attempts: delivery.attempts,
      delivery_dueAt: delivery.dueAt,
    })
    .returning<{ id: number | string }>({ id: bookings.id })
  // The meeting is booked either way: a reminder not written is logged, not the visitor's error.
  await scheduleReminders(payload, row!.id, start, Date.parse(now)).catch((error: Error) =>
    payload.logger.error({
      msg: 'meeting reminders not written',
      id: row!.id,
      error: error.message,
    }),
  )
  const record: DeliveryRecord = {
    ...fields,
    id: row!.id,
    createdAt: now,
    updatedAt: now,
    delivery: { ...delivery, emailSentAt: null, webhookSentAt: null },
  }
  return { id: row!.id, record, dueAt: delivery.dueAt }
}

/**
 * Holds older than `graceMs` whose meeting was never written (the process died between the two
 * inserts): deleted, so their time is offered again. Run by the site's background work.
 */
export async function releaseOrphanHolds(
  payload: Payload,
  now = Date.now(),
  graceMs = 5 * minuteMs,
): Promise<number> {
  const old = await payload.find({
    collection: 'booking-holds',
    where: { createdAt: { less_than: new Date(now - graceMs).toISOString() } },
    select: { ref: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const refs = [...new Set(old.docs.map((hold) => hold.ref))]
  if (!refs.length) return 0
  // A meeting owns its holds' reference and, while it moves, the move's (manage.ts).
  const kept = await payload.find({
    collection: 'bookings',
    where: { or: [{ holdRef: { in: refs } }, { movingRef: { in: refs } }] },
    select: { holdRef: true, movingRef: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const owned = new Set(kept.docs.flatMap((doc) => [doc.holdRef, doc.movingRef]))
  const orphans = refs.filter((ref) => !owned.has(ref))
  if (!orphans.length) return 0
  const { docs } = await payload.delete({
    collection: 'booking-holds',
    where: { ref: { in: orphans } },
    overrideAccess: true,
  })
  return docs.length
}

/** The next free times from `around` on (or the first ones), for a refusal to offer. */
export const nextFrom = (starts: number[], around: number, count = 3) => {
  const later = starts.filter((s) => s > around)
  return (later.length ? later : starts).slice(0, count)
}

/**
 * Books `start` for a visitor of `locale` with the free salesperson whose turn it is (round-robin),
 * trying the next one when the database refuses the first; `booked: false` with the next free
 * times when nobody is free at `start` (taken, or never offered).
 */
export async function reserve(
  payload: Payload,
  start: number,
  locale: Locale,
  details: BookingDetails,
  now = Date.now(),
): Promise<ReserveOutcome> {
  const { availabilities, slots } = await freeTimes(payload, locale, now)
  const slot = slots.find((s) => s.start === start)
  if (slot) {
    const order = roundRobin(slot.salespeople, await lastBookedAt(payload, slot.salespeople))
    for (const id of order) {
      const salesperson = availabilities.find((a) => String(a.salesperson) === String(id))!
      const stored = await storeWithHolds(payload, salesperson, start, locale, details)
      if (stored) {
        payload.logger.info({ msg: 'meeting booked', id: stored.id, salesperson: id })
        return {
          booked: true,
          id: stored.id,
          claim: {
            collection: 'bookings',
            id: stored.id,
            attempt: 1,
            record: stored.record,
            leaseEndsAt: Date.parse(stored.dueAt),
          },
        }
      }
    }
  }
  const fresh = slot ? (await freeTimes(payload, locale, now)).slots : slots
  return {
    booked: false,
    nextFree: nextFrom(
      fresh.map((s) => s.start),
      start,
    ),
  }
}
