import ICAL from 'ical.js'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { deliverClaimed } from '@/features/forms/delivery/attempt'
import { claimDelivery } from '@/features/forms/delivery/queue'
import { runDueDeliveries } from '@/features/forms/delivery/worker'
import { erasePerson } from '@/features/privacy/erasure'
import { findPerson } from '@/features/privacy/person'
import { memoryRateLimiter } from '@/lib/rate-limit'
import type { Booking } from '@/payload-types'

import { freeTimes } from './availability'
import { bookingContext, salesperson, visitor } from './booking.testing'
import { submitChange } from './change-request'
import { manageToken } from './links'
import { bookingInvitation } from './mail'
import { movableTimes, openManaged } from './manage'
import { submitBooking } from './request'

/**
 * The visitor's signed link: cancel and move, each one compare-and-set on the meeting's version;
 * the time freed at once, the update and cancel invitations sent once; a spent, tampered or
 * expired link refused with why. Reminders: due records any worker sends once, even when the
 * worker that claimed one died.
 */
const channels = await testDeliveryChannels('manage-webhook-secret')
let payload: Payload
let second: Payload
const limiter = memoryRateLimiter(1000, 60_000)

beforeAll(async () => {
  await channels.start()
  payload = await testPayload()
  const { default: config } = await import('@payload-config')
  second = await getPayload({ config, key: 'manage-second-instance' })
})

afterAll(async () => {
  const pool = (second?.db as { pool?: { on: (e: 'error', l: () => void) => void } })?.pool
  pool?.on('error', () => {})
  await second?.db.destroy?.()
  await channels.stop()
})

let seq = 0
/** A meeting booked through the API, for a salesperson of its own (English, Lisbon). */
async function booked(name: string) {
  seq += 1
  await salesperson(payload, { name, timeZone: 'Europe/Lisbon', languages: ['en'] })
  const { slots } = await freeTimes(payload, 'en')
  const start = slots.find((s) => s.start > Date.now() + 26 * 3600_000)!.start
  const answer = await submitBooking(
    payload,
    JSON.stringify({
      ...visitor,
      locale: 'en',
      email: `visitor.${seq}@fleet.example`,
      name: `Visitor ${['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'][seq]}`,
      slot: new Date(start).toISOString(),
    }),
    bookingContext(`203.0.113.${seq}`),
  )
  expect(answer.status).toBe(201)
  await deliverClaimed(payload, answer.claim!)
  return read((answer.body as { id: number }).id)
}
const read = (id: number | string) =>
  payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
  }) as Promise<Booking>

const change = (
  booking: Booking,
  fields: Record<string, string>,
  version = booking.sequence ?? 0,
) =>
  submitChange(
    payload,
    JSON.stringify({
      id: String(booking.id),
      v: String(version),
      t: manageToken(payload.secret, booking.id, version),
      locale: 'en',
      ...fields,
    }),
    { ip: '203.0.113.200', contentType: 'application/json', limiter },
  )

const holdsOf = async (ref: string | null | undefined) =>
  (await payload.count({ collection: 'booking-holds', where: { ref: { equals: ref ?? '' } } }))
    .totalDocs
const remindersOf = async (booking: Booking) =>
  (
    await payload.find({
      collection: 'booking-reminders',
      where: { booking: { equals: booking.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const mailsOf = (id: number | string, version: number) =>
  channels.smtp.messages.filter((m) => m.raw.includes(`<bookings.${id}.${version}.`))

describe('cancel and move through the link', () => {
  it('cancel: the time is free at once, reminders go, the cancellation is sent once', async () => {
    const booking = await booked('Ines')
    expect(await holdsOf(booking.holdRef)).toBe(8) // 30 minutes and a 10-minute buffer
    expect((await remindersOf(booking)).map((r) => r.kind).sort()).toEqual(['day', 'hour'])
    const answer = await change(booking, { action: 'cancel' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ ok: true, done: 'cancelled', status: 'cancelled' })
    expect(await holdsOf(booking.holdRef)).toBe(0)
    expect(await remindersOf(booking)).toHaveLength(0)
    const { slots } = await freeTimes(payload, 'en')
    expect(slots.some((s) => s.start === Date.parse(booking.startsAt))).toBe(true)

    expect(await deliverClaimed(payload, answer.claim!)).toBe('delivered')
    expect(await runDueDeliveries(second)).toBe(0)
    const mails = mailsOf(booking.id, 1)
    expect(mails).toHaveLength(2)
    for (const mail of mails) expect(mail.raw).toMatch(/method=CANCEL/i)
    const stored = await read(booking.id)
    expect(stored).toMatchObject({ status: 'cancelled', sequence: 1 })

    // The invitation: same UID, higher SEQUENCE, METHOD:CANCEL.
    const ics = bookingInvitation(
      stored as never,
      { name: 'Ines', email: 'ines@voltra.example', meetingLink: null },
      'localhost',
      'Voltra',
      true,
    )
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const event = calendar.getFirstSubcomponent('vevent')!
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.getFirstPropertyValue('uid')).toBe(`booking-${booking.id}@localhost`)
    expect(event.getFirstPropertyValue('sequence')).toBe(1)

    // The spent link, twice: the meeting is cancelled.
    const again = await change(booking, { action: 'cancel' })
    expect(again.status).toBe(410)
    expect(again.body).toMatchObject({ error: { code: 'meeting_cancelled' } })
  })

  it('move: to an overlapping and to a later time; the old time free, the old link spent', async () => {
    const booking = await booked('Marta')
    const start = Date.parse(booking.startsAt)
    const times = await movableTimes(payload, booking)
    const overlapping = start + 30 * 60_000 // its buffer and the next slot share blocks
    expect(times).toContain(overlapping)
    const moved = await change(booking, {
      action: 'move',
      slot: new Date(overlapping).toISOString(),
    })
    expect(moved.status).toBe(200)
    const now = await read(booking.id)
    expect(now).toMatchObject({ startsAt: new Date(overlapping).toISOString(), sequence: 1 })
    expect(now.movingRef ?? null).toBeNull()
    expect(await holdsOf(now.holdRef)).toBe(8)
    expect(await holdsOf(booking.holdRef)).toBe(0)
    const reminders = await remindersOf(now)
    expect(reminders.find((r) => r.kind === 'hour')?.delivery?.dueAt).toBe(
      new Date(overlapping - 3600_000).toISOString(),
    )

    expect(await deliverClaimed(payload, moved.claim!)).toBe('delivered')
    const mails = mailsOf(booking.id, 1)
    expect(mails).toHaveLength(2)
    for (const mail of mails) expect(mail.raw).toMatch(/method=REQUEST/i)

    // The first link is spent; the new one moves it again, a day later.
    const stale = await change(booking, { action: 'cancel' })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ error: { code: 'link_replaced' } })
    const later = (await movableTimes(payload, now)).find((t) => t > overlapping + 86_400_000)!
    const again = await change(now, { action: 'move', slot: new Date(later).toISOString() })
    expect(again.status).toBe(200)
    const { slots } = await freeTimes(payload, 'en')
    expect(slots.some((s) => s.start === overlapping)).toBe(true)
  })
})

describe('changes refused', () => {
  it('a time taken meanwhile is refused with other times; a move and a cancel at once: one wins', async () => {
    const booking = await booked('Sofia')
    const target = (await movableTimes(payload, booking))[5]!
    // Another meeting of the same salesperson took it meanwhile (its hold, as a booking writes it).
    const person =
      typeof booking.salesperson === 'object' ? booking.salesperson.id : booking.salesperson
    await payload.create({
      collection: 'booking-holds',
      data: {
        key: `${person}@${new Date(target).toISOString()}`,
        salesperson: Number(person),
        blockStart: new Date(target).toISOString(),
        ref: 'rival-meeting',
      },
      overrideAccess: true,
    })
    const refused = await change(booking, { action: 'move', slot: new Date(target).toISOString() })
    expect(refused.status).toBe(409)
    const body = refused.body as { error: { code: string }; nextFree: string[] }
    expect(body.error.code).toBe('slot_taken')
    expect(body.nextFree.length).toBeGreaterThan(0)
    expect((await read(booking.id)).sequence).toBe(0)

    const other = (await movableTimes(payload, booking))[8]!
    const both = await Promise.all([
      change(booking, { action: 'cancel' }),
      change(booking, { action: 'move', slot: new Date(other).toISOString() }),
    ])
    expect(both.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await read(booking.id)).sequence).toBe(1)
  })

  it('a tampered, unknown or expired link is refused with why; bad input is a 400', async () => {
    const booking = await booked('Leonor')
    const tampered = await submitChange(
      payload,
      JSON.stringify({ id: String(booking.id), v: '0', t: 'x'.repeat(22), action: 'cancel' }),
      { ip: '203.0.113.201', contentType: 'application/json', limiter },
    )
    expect(tampered.status).toBe(403)
    expect(tampered.body).toMatchObject({ error: { code: 'link_invalid' } })
    const version = String(booking.sequence ?? 0)
    const token = manageToken(payload.secret, booking.id, 0)
    const after = Date.parse(booking.endsAt) + 1000
    expect(await openManaged(payload, String(booking.id), version, token, after)).toMatchObject({
      ok: false,
      reason: 'expired',
    })
    expect(await openManaged(payload, '999999', '0', token)).toMatchObject({ reason: 'invalid' })
    expect((await change(booking, { action: 'dance' })).status).toBe(400)
    expect((await change(booking, { action: 'move', slot: 'soon' })).status).toBe(400)
    expect(await holdsOf(booking.holdRef)).toBe(8)
  })
})

describe('reminders', () => {
  it('due: sent once by whichever worker runs, also after the worker that claimed it died', async () => {
    const booking = await booked('Beatriz')
    const [day, hour] = (await remindersOf(booking)).sort((a, b) => (a.kind < b.kind ? -1 : 1))
    // Both come due (the clock moved on): one worker claims the day reminder and dies.
    for (const reminder of [day!, hour!])
      await payload.update({
        collection: 'booking-reminders',
        id: reminder.id,
        data: { delivery: { dueAt: new Date(Date.now() - 1000).toISOString() } } as never,
        overrideAccess: true,
      })
    const dead = await claimDelivery(payload, { collection: 'booking-reminders', id: day!.id })
    expect(dead).not.toBeNull()
    await Promise.all([runDueDeliveries(payload), runDueDeliveries(second)])
    const sent = (id: number | string) =>
      channels.smtp.messages.filter((m) => m.raw.includes(`<booking-reminders.${id}.`))
    expect(sent(hour!.id)).toHaveLength(1)
    expect(sent(day!.id)).toHaveLength(0) // still leased by the dead worker
    // Its lease runs out: another worker sends it, once.
    await claimDelivery(
      payload,
      { collection: 'booking-reminders', id: day!.id },
      Date.now() + 10 * 60_000,
    )
    const reclaimed = await payload.findByID({
      collection: 'booking-reminders',
      id: day!.id,
      depth: 0,
      overrideAccess: true,
    })
    await deliverClaimed(payload, {
      collection: 'booking-reminders',
      id: day!.id,
      attempt: Number(reclaimed.delivery?.attempts),
    })
    await Promise.all([runDueDeliveries(payload), runDueDeliveries(second)])
    expect(sent(day!.id)).toHaveLength(1)
    expect(sent(hour!.id)).toHaveLength(1)
    expect(sent(day!.id)[0]!.to).toEqual([booking.email])
    expect(sent(day!.id)[0]!.raw).toMatch(/book-a-meeting\/manage\?id=/)
  })
})

describe('a move under way', () => {
  it('blocks another move of the meeting; one left by a dead process stops blocking', async () => {
    const booking = await booked('Joana')
    const times = await movableTimes(payload, booking)
    const mark = (movingRef: string) =>
      payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { movingRef },
        overrideAccess: true,
      })
    await mark(`${Date.now()}-under-way`)
    const blocked = await change(booking, {
      action: 'move',
      slot: new Date(times[2]!).toISOString(),
    })
    expect(blocked.status).toBe(409)
    await mark(`${Date.now() - 10 * 60_000}-died`)
    const moved = await change(booking, { action: 'move', slot: new Date(times[2]!).toISOString() })
    expect(moved.status).toBe(200)
    expect(await holdsOf((await read(booking.id)).holdRef)).toBe(8)
  })
})

describe('a person’s request', () => {
  it('finds the meeting by e-mail; erasing it frees its time and drops its reminders', async () => {
    const booking = await booked('Carla')
    const { records } = await findPerson(payload, { email: booking.email! })
    const mine = records.filter((r) => r.collection === 'bookings')
    expect(mine.map((r) => String(r.id))).toEqual([String(booking.id)])
    expect(await erasePerson(payload, mine, 'erase')).toMatchObject({ erased: { bookings: 1 } })
    expect(await holdsOf(booking.holdRef)).toBe(0)
    expect(await remindersOf(booking)).toHaveLength(0)
    const { slots } = await freeTimes(payload, 'en')
    expect(slots.some((s) => s.start === Date.parse(booking.startsAt))).toBe(true)
  })
})
