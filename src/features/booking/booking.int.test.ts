import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDeliveryChannels } from '../../../tests/support/delivery'
import { testPayload } from '../../../tests/support/payload'
import { deliverClaimed } from '@/features/forms/delivery/attempt'
import { runDueDeliveries } from '@/features/forms/delivery/worker'

import { freeTimes } from './availability'
import { bookingContext, salesperson, visitor } from './booking.testing'
import { submitBooking } from './request'
import { releaseOrphanHolds } from './reserve'

/**
 * A slot is taken by the holds' unique index: many requests at once, on two Payload instances
 * (two servers' connections to one database), give exactly one meeting; the others are refused
 * with other free times. The meeting's e-mail pair goes out once, each with the invitation.
 */
const channels = await testDeliveryChannels('booking-webhook-secret')
let payload: Payload
let second: Payload

beforeAll(async () => {
  await channels.start()
  payload = await testPayload()
  const { default: config } = await import('@payload-config')
  second = await getPayload({ config, key: 'booking-second-instance' })
})

afterAll(async () => {
  const pool = (second?.db as { pool?: { on: (e: 'error', l: () => void) => void } })?.pool
  pool?.on('error', () => {})
  await second?.db.destroy?.()
  await channels.stop()
})

const ask = (on: Payload, slot: string, i: number, extra: Record<string, unknown> = {}) =>
  submitBooking(
    on,
    JSON.stringify({ ...visitor, email: `visitor${i}@frota.example`, slot, ...extra }),
    bookingContext(`198.51.100.${i % 250}`),
  )

describe('one slot, many visitors at once', () => {
  it('50 concurrent requests over two instances: one meeting, 49 refusals with other times', async () => {
    const { user } = await salesperson(payload, { name: 'Olena', timeZone: 'Europe/Kyiv' })
    const { slots } = await freeTimes(payload, 'pt')
    const slot = new Date(slots[3]!.start).toISOString()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ask(i % 2 ? second : payload, slot, i)),
    )
    const booked = answers.filter((a) => a.status === 201)
    const refused = answers.filter((a) => a.status === 409)
    expect(booked).toHaveLength(1)
    expect(refused).toHaveLength(49)
    for (const answer of refused) {
      const body = answer.body as { error: { code: string }; nextFree: string[] }
      expect(body.error.code).toBe('slot_taken')
      expect(body.nextFree.length).toBeGreaterThan(0)
      expect(body.nextFree).not.toContain(slot)
    }
    const rows = await payload.find({
      collection: 'bookings',
      where: { startsAt: { equals: slot } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(1)
    expect(rows.docs[0]).toMatchObject({ status: 'booked', email: expect.any(String) })
    expect((rows.docs[0]!.salesperson as { id: number }).id ?? rows.docs[0]!.salesperson).toBe(
      user.id,
    )

    // The e-mail pair, once: to the visitor and to the salesperson, each with the invitation.
    const claim = booked[0]!.claim!
    expect(await deliverClaimed(payload, claim)).toBe('delivered')
    const mails = channels.smtp.messages.filter((m) => m.raw.includes(`<bookings.${claim.id}.0.`))
    expect(mails).toHaveLength(2)
    expect(mails.map((m) => m.to[0]).sort()).toEqual(
      [user.email, (rows.docs[0] as { email: string }).email].sort(),
    )
    for (const mail of mails)
      expect(mail.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i)
    expect(await runDueDeliveries(second)).toBe(0) // nothing left for another instance
    expect(
      channels.smtp.messages.filter((m) => m.raw.includes(`<bookings.${claim.id}.`)),
    ).toHaveLength(2)

    // Cancelled: the time is free again at once.
    await payload.update({
      collection: 'bookings',
      id: claim.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    const again = await ask(payload, slot, 99)
    expect(again.status).toBe(201)
  })
})

describe('round-robin and refusals', () => {
  it('two free salespeople at one time each get one meeting; a third visitor is refused', async () => {
    await salesperson(payload, { name: 'Ana', timeZone: 'Europe/Lisbon', languages: ['en'] })
    await salesperson(payload, { name: 'Rui', timeZone: 'Europe/Lisbon', languages: ['en'] })
    const { slots } = await freeTimes(payload, 'en')
    const shared = slots.find((s) => s.salespeople.length >= 2)!
    const slot = new Date(shared.start).toISOString()
    const first = await ask(payload, slot, 1, { locale: 'en' })
    const second2 = await ask(payload, slot, 2, { locale: 'en' })
    expect([first.status, second2.status]).toEqual([201, 201])
    const people = await Promise.all(
      [first, second2].map(async (a) => {
        const doc = await payload.findByID({
          collection: 'bookings',
          id: (a.body as { id: number }).id,
          depth: 0,
          overrideAccess: true,
        })
        return doc.salesperson
      }),
    )
    expect(new Set(people).size).toBe(2)
    const extra = shared.salespeople.length - 2
    const more = await Promise.all(
      Array.from({ length: extra + 1 }, (_, i) => ask(payload, slot, 3 + i, { locale: 'en' })),
    )
    expect(more.filter((a) => a.status === 409)).toHaveLength(1)
  })

  it('bad input is a 4xx naming the field, in the visitor’s language; nothing is stored', async () => {
    const before = (await payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs
    const bad = await ask(payload, new Date().toISOString(), 7, { email: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      error: { field: 'email', message: 'Indique um e-mail válido.' },
    })
    const notJson = await submitBooking(
      payload,
      'x',
      bookingContext('198.51.100.9', { contentType: 'text/plain' }),
    )
    expect(notJson.status).toBe(415)
    const noSlot = await ask(payload, 'tomorrow', 8)
    expect(noSlot.body).toMatchObject({ error: { field: 'slot' } })
    const never = await ask(payload, '2020-01-01T09:00:00.000Z', 9)
    expect(never.status).toBe(409)
    const bot = await ask(payload, new Date().toISOString(), 10, { website: 'http://spam' })
    expect(bot.status).toBe(409)
    expect((await payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs).toBe(
      before,
    )
  })

  it('holds left without a meeting (a process died between the inserts) are released later', async () => {
    const { user } = await salesperson(payload, {
      name: 'Taras',
      timeZone: 'Europe/Kyiv',
      languages: ['uk'],
    })
    const { slots } = await freeTimes(payload, 'ua')
    const start = slots[0]!.start
    await payload.create({
      collection: 'booking-holds',
      data: {
        key: `${user.id}@${new Date(start).toISOString()}`,
        salesperson: Number(user.id),
        blockStart: new Date(start).toISOString(),
        ref: 'orphan-ref',
      },
      overrideAccess: true,
    })
    const free = async () =>
      (await freeTimes(payload, 'ua')).slots.find((s) => s.start === start)?.salespeople ?? []
    expect(await free()).not.toContain(user.id)
    expect(await releaseOrphanHolds(payload)).toBe(0) // within its grace time
    expect(await releaseOrphanHolds(payload, Date.now() + 10 * 60_000)).toBe(1)
    expect(await free()).toContain(user.id)
  })
})
