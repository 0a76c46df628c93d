import { randomUUID } from 'node:crypto'

import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { DeliveryRecord } from '@/features/forms/delivery/channels'
import { deliveryLeaseMs, iso, type DeliveryClaim } from '@/features/forms/delivery/queue'
import type { Booking } from '@/payload-types'
import { sqlTable, transactionClient } from '@/lib/sql'

import { availabilityOf, busyTimes } from './availability'
import { isManageToken } from './links'
import { dropReminders, scheduleReminders } from './remind'
import { bookingColumns, holdColumns, isUniqueViolation, nextFrom } from './reserve'
import { heldBlocks, salespersonSlots } from './slots'

/**
 * Moving and cancelling a meeting through the visitor's signed link (links.ts), and what a
 * cancellation in the back office sets off. Each change is one compare-and-set on the meeting's
 * version (`sequence`): of a double click, or a move racing a cancel, one wins and the other is
 * told the link was replaced. A change raises the version, which re-arms the meeting's delivery:
 * the invitations go again (same UID, higher SEQUENCE; METHOD:CANCEL when cancelled), exactly
 * once like the first ones.
 */
const minuteMs = 60_000
/** After this long a move's reference left on a meeting is a dead process's. */
const staleMoveMs = 5 * minuteMs

export type Opened =
  | { ok: true; booking: Booking }
  | { ok: false; reason: 'invalid' | 'replaced' | 'expired' | 'cancelled'; booking?: Booking }

/** The meeting behind a manage link, or why the link does not open it. */
export async function openManaged(
  payload: Payload,
  id: string,
  version: string,
  token: string,
  now = Date.now(),
): Promise<Opened> {
  if (!/^\d{1,12}$/.test(id) || !/^\d{1,6}$/.test(version)) return { ok: false, reason: 'invalid' }
  if (!isManageToken(payload.secret, id, Number(version), token))
    return { ok: false, reason: 'invalid' }
  const booking = await payload.findByID({
    collection: 'bookings',
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!booking) return { ok: false, reason: 'invalid' }
  if (booking.status === 'cancelled') return { ok: false, reason: 'cancelled', booking }
  if (booking.status !== 'booked' || Date.parse(booking.endsAt) <= now)
    return { ok: false, reason: 'expired', booking }
  if (Number(version) !== (booking.sequence ?? 0)) return { ok: false, reason: 'replaced', booking }
  return { ok: true, booking }
}

const salespersonId = (booking: Booking) =>
  typeof booking.salesperson === 'object' ? booking.salesperson.id : booking.salesperson

/** The times this meeting can move to: its salesperson's free times, its own holds not in the way. */
export async function movableTimes(
  payload: Payload,
  booking: Booking,
  now = Date.now(),
): Promise<number[]> {
  const availability = await availabilityOf(payload, salespersonId(booking))
  if (!availability) return []
  const until = now + availability.horizonDays * 24 * 60 * minuteMs
  const own = [booking.holdRef, booking.movingRef].filter((r): r is string => !!r)
  const busy = await busyTimes(payload, [availability.salesperson], now, until, own)
  const current = Date.parse(booking.startsAt)
  return salespersonSlots(availability, busy, now, until).filter((start) => start !== current)
}

/** The write that makes a new version: the change, a higher sequence, the delivery claimed again. */
function newVersion(payload: Payload, booking: Booking, now: number) {
  const attempts = table(payload).table.delivery_attempts
  return {
    sequence: (booking.sequence ?? 0) + 1,
    updatedAt: iso(now),
    delivery_state: 'processing',
    delivery_dueAt: iso(now + deliveryLeaseMs()),
    // Above any attempt of the previous version still under way, so its late outcome cannot
    // fence this one out (the attempt number is the claim's token).
    delivery_attempts: sql`coalesce(${attempts}, 0) + 1`,
    delivery_emailSentAt: null,
    delivery_webhookSentAt: null,
    delivery_lastError: null,
  }
}

const deliveryColumns = [
  'delivery_emailSentAt',
  'delivery_webhookSentAt',
  'delivery_lastError',
] as const
const table = (payload: Payload) =>
  sqlTable(payload, 'bookings', [...bookingColumns, ...deliveryColumns])

/** The claim of the new version's delivery, for the caller to run after its answer. */
function claimOf(booking: Booking, changes: Partial<Booking>, attempts: number): DeliveryClaim {
  const record = { ...booking, ...changes, delivery: undefined } as unknown as DeliveryRecord
  return {
    collection: 'bookings',
    id: booking.id,
    attempt: attempts,
    record: { ...record, delivery: { emailSentAt: null, webhookSentAt: null } },
    leaseEndsAt: Date.now() + deliveryLeaseMs(),
  }
}

/** Frees a meeting's time at once: its holds (and a move's) and its reminders. */
export async function releaseMeeting(payload: Payload, booking: Booking, req?: PayloadRequest) {
  const refs = [booking.holdRef, booking.movingRef].filter((r): r is string => !!r)
  if (refs.length)
    await payload.delete({
      collection: 'booking-holds',
      where: { ref: { in: refs } },
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  await dropReminders(payload, booking.id, req)
}

export type ChangeOutcome =
  | { done: true; booking: Booking; claim: DeliveryClaim }
  | { done: false; reason: 'replaced' }
  | { done: false; reason: 'taken'; nextFree: number[] }

/** Cancels the meeting of this version: its time is offered again at once. */
export async function cancelMeeting(
  payload: Payload,
  booking: Booking,
  now = Date.now(),
): Promise<ChangeOutcome> {
  const { db, table: bookings } = table(payload)
  const rows = await db
    .update(bookings)
    .set({ status: 'cancelled', ...newVersion(payload, booking, now) })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.sequence, booking.sequence ?? 0),
        eq(bookings.status, 'booked'),
      ),
    )
    .returning<{ attempts: number }>({ attempts: bookings.delivery_attempts })
  if (!rows[0]) return { done: false, reason: 'replaced' }
  const changes = {
    status: 'cancelled' as const,
    sequence: (booking.sequence ?? 0) + 1,
    updatedAt: iso(now),
  }
  await releaseMeeting(payload, booking)
  payload.logger.info({ msg: 'meeting cancelled by its link', id: booking.id })
  return {
    done: true,
    booking: { ...booking, ...changes },
    claim: claimOf(booking, changes, Number(rows[0].attempts)),
  }
}

/**
 * Moves the meeting to `start`, with the same salesperson. Safe at every step against a process
 * dying: the move's reference is written on the meeting first (so its holds are owned, never
 * released as orphans); the new time's blocks are taken by one INSERT (the unique index, as for
 * a booking) but for those the meeting holds already, which are handed over; only then does the
 * meeting move; the old time's remaining blocks go last. A crash in between leaves the meeting
 * holding more time than it needs, never less.
 */
export async function moveMeeting(
  payload: Payload,
  booking: Booking,
  start: number,
  now = Date.now(),
): Promise<ChangeOutcome> {
  const availability = await availabilityOf(payload, salespersonId(booking))
  const free = await movableTimes(payload, booking, now)
  if (!availability || !free.includes(start))
    return { done: false, reason: 'taken', nextFree: nextFrom(free, start) }
  const { db, table: bookings } = table(payload)
  const holds = sqlTable(payload, 'booking-holds', holdColumns).table
  const version = booking.sequence ?? 0
  const oldRef = booking.holdRef ?? ''
  // The reference starts with its time: a move that died half-way (its reference left on the
  // meeting) stops blocking the next one after a few minutes, and its holds become orphans.
  const ref = `${now}-${randomUUID()}`
  const mine = and(eq(bookings.id, booking.id), eq(bookings.sequence, version))
  const claimed = await db
    .update(bookings)
    .set({ movingRef: ref })
    .where(
      and(
        mine,
        eq(bookings.status, 'booked'),
        or(isNull(bookings.movingRef), lt(bookings.movingRef, `${now - staleMoveMs}-`)),
      ),
    )
    .returning<{ id: number }>({ id: bookings.id })
  if (!claimed[0]) return { done: false, reason: 'replaced' }

  const person = Number(availability.salesperson)
  const keyOf = (block: number) => `${person}@${new Date(block).toISOString()}`
  const wanted = heldBlocks(start, availability.meetingMinutes, availability.bufferMinutes)
  const held = await payload.find({
    collection: 'booking-holds',
    where: { ref: { equals: oldRef } },
    select: { key: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const heldKeys = new Set(held.docs.map((hold) => hold.key))
  const fresh = wanted.filter((block) => !heldKeys.has(keyOf(block)))
  const handed = wanted.map(keyOf).filter((key) => heldKeys.has(key))
  try {
    if (fresh.length)
      await db.insert(holds).values(
        fresh.map((block) => ({
          key: keyOf(block),
          salesperson: person,
          blockStart: iso(block),
          ref,
          createdAt: iso(now),
          updatedAt: iso(now),
        })),
      )
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await db.update(bookings).set({ movingRef: null }).where(mine)
    const fresher = await movableTimes(payload, booking, now)
    return { done: false, reason: 'taken', nextFree: nextFrom(fresher, start) }
  }
  if (handed.length)
    await db
      .update(holds)
      .set({ ref })
      .where(and(eq(holds.ref, oldRef), inArray(holds.key, handed)))
  const changes = {
    startsAt: iso(start),
    endsAt: iso(start + availability.meetingMinutes * minuteMs),
    holdRef: ref,
    movingRef: null,
    sequence: version + 1,
    updatedAt: iso(now),
  }
  const rows = await db
    .update(bookings)
    .set({ ...changes, ...newVersion(payload, booking, now) })
    .where(mine)
    .returning<{ attempts: number }>({ attempts: bookings.delivery_attempts })
  if (!rows[0]) {
    // A cancel won meanwhile: what this move took is nobody's.
    await payload.delete({
      collection: 'booking-holds',
      where: { ref: { equals: ref } },
      overrideAccess: true,
    })
    return { done: false, reason: 'replaced' }
  }
  await payload.delete({
    collection: 'booking-holds',
    where: { ref: { equals: oldRef } },
    overrideAccess: true,
  })
  await dropReminders(payload, booking.id)
  await scheduleReminders(payload, booking.id, start, now)
  payload.logger.info({ msg: 'meeting moved by its link', id: booking.id, to: changes.startsAt })
  return {
    done: true,
    booking: { ...booking, ...changes },
    claim: claimOf(booking, changes, Number(rows[0].attempts)),
  }
}

/**
 * A meeting cancelled in the back office (its status set to cancelled by sales): the same new
 * version as the link's cancel, queued for any worker (due at once), in the save's transaction.
 */
export async function cancelledInBackOffice(
  payload: Payload,
  booking: Booking,
  req: PayloadRequest,
) {
  const bookings = table(payload).table
  const db = await transactionClient(payload, req)
  await db
    .update(bookings)
    .set({
      ...newVersion(payload, booking, Date.now()),
      delivery_state: 'pending',
      delivery_dueAt: null,
    })
    .where(eq(bookings.id, booking.id))
  await releaseMeeting(payload, booking, req)
}
