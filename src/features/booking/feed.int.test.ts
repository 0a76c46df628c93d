import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import * as feedRoute from '@/app/api/v1/booking/calendar/[token]/handler'
import * as renewRoute from '@/app/api/v1/booking/calendar/renew/handler'

import { salesperson } from './booking.testing'
import { renewCalendarToken } from './feed'

/**
 * The salesperson's private feed through its route: their meetings (30 days back to the horizon)
 * as ical.js reads them, cancelled ones CANCELLED, nobody else's; unknown and revoked tokens 404.
 */
let payload: Payload
const hour = 3600_000
const day = 24 * hour
// On the 5-minute grid, well away from now.
const base = Math.floor(Date.now() / hour) * hour

beforeAll(async () => {
  payload = await testPayload()
})

async function meeting(
  salespersonId: number | string,
  startsAt: number,
  status: 'booked' | 'held' | 'no-show' | 'cancelled' = 'booked',
  name = 'Visitor',
) {
  return payload.create({
    collection: 'bookings',
    data: {
      status,
      salesperson: salespersonId as number,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 30 * 60_000).toISOString(),
      name,
      email: `${name.toLowerCase()}@frota.example`,
      company: 'Frota Verde',
      timeZone: 'Europe/Lisbon',
      locale: 'pt',
      // Written as delivered: these tests send no invitations.
      delivery: { state: 'delivered' },
    } as never,
    overrideAccess: true,
  })
}

const get = (token: string, ip = '203.0.113.7') =>
  feedRoute.GET(
    new Request(`http://localhost/api/v1/booking/calendar/${token}`, {
      headers: { 'x-forwarded-for': ip },
    }) as never,
    { params: Promise.resolve({ token }) },
  )

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    event: new ICAL.Event(vevent),
    status: vevent.getFirstPropertyValue('status'),
  }))
  return { calendar, events }
}

describe('the calendar feed', () => {
  it('lists the salesperson’s meetings, cancelled ones as CANCELLED, nobody else’s', async () => {
    const olena = await salesperson(payload, { name: 'Feedolena', timeZone: 'Europe/Kyiv' })
    const other = await salesperson(payload, { name: 'Feedother', timeZone: 'Europe/Lisbon' })
    const booked = await meeting(olena.user.id, base + 2 * day, 'booked', 'Ana')
    const cancelled = await meeting(olena.user.id, base + 3 * day, 'cancelled', 'Bruno')
    const held = await meeting(olena.user.id, base - 5 * day, 'held', 'Carla')
    const noShow = await meeting(olena.user.id, base - 6 * day, 'no-show', 'Duarte')
    await meeting(olena.user.id, base - 40 * day, 'held', 'Old') // before the 30 days
    await meeting(olena.user.id, base + 20 * day, 'booked', 'Far') // past the 14-day horizon
    const others = await meeting(other.user.id, base + 2 * day, 'booked', 'Elsewhere')

    const renewed = await renewCalendarToken(payload, olena.user as never, olena.availability.id)
    expect(renewed.status).toBe(200)
    const token = (renewed as { token: string }).token
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    for (const segment of [token, `${token}.ics`]) {
      const response = await get(segment)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const { calendar, events } = parse(await response.text())
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Feedolena')
      const byUid = new Map(events.map((e) => [e.event.uid, e]))
      expect([...byUid.keys()].sort()).toEqual(
        [booked, cancelled, held, noShow].map((m) => `booking-${m.id}@localhost`).sort(),
      )
      expect(byUid.has(`booking-${others.id}@localhost`)).toBe(false)
      const first = byUid.get(`booking-${booked.id}@localhost`)!
      expect(first.event.startDate.toJSDate().toISOString()).toBe(
        new Date(base + 2 * day).toISOString(),
      )
      expect(first.event.startDate.zone?.tzid).toBe('UTC')
      expect(first.event.endDate.toJSDate().getTime()).toBe(base + 2 * day + 30 * 60_000)
      expect(first.event.summary).toContain('Ana')
      expect(first.event.location).toBe('https://meet.example/feedolena')
      expect(first.status).toBe('CONFIRMED')
      expect(byUid.get(`booking-${cancelled.id}@localhost`)!.status).toBe('CANCELLED')
      expect(byUid.get(`booking-${held.id}@localhost`)!.status).toBe('CONFIRMED')
      expect(byUid.get(`booking-${noShow.id}@localhost`)!.status).toBe('CONFIRMED')
    }

    // "New link": the old address stops working at once, the new one works.
    const again = await renewCalendarToken(payload, olena.user as never, olena.availability.id)
    const next = (again as { token: string }).token
    expect(next).not.toBe(token)
    expect((await get(token)).status).toBe(404)
    expect((await get(next)).status).toBe(200)
  })

  it('answers 404 JSON for an unknown or empty token', async () => {
    for (const token of ['x'.repeat(43), '', '.ics', 'not a token']) {
      const response = await get(token, '203.0.113.8')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: expect.any(String) },
      })
    }
  })

  it('renews only for the document’s salesperson or an admin', async () => {
    const mine = await salesperson(payload, { name: 'Feedmine', timeZone: 'Europe/Lisbon' })
    const theirs = await salesperson(payload, { name: 'Feedtheirs', timeZone: 'Europe/Lisbon' })
    const id = mine.availability.id
    expect((await renewCalendarToken(payload, null, id)).status).toBe(401)
    const editor = { id: 1, email: 'e@x', roles: ['editor'], collection: 'users' }
    expect((await renewCalendarToken(payload, editor as never, id)).status).toBe(403)
    expect((await renewCalendarToken(payload, theirs.user as never, id)).status).toBe(404)
    expect((await renewCalendarToken(payload, mine.user as never, 'x; drop')).status).toBe(404)
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: `feed-admin-${base}@example.com`,
        password: `Pw-${base}-long`,
        roles: ['admin'],
      },
      overrideAccess: true,
    })
    expect((await renewCalendarToken(payload, admin as never, id)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'sales-availability', id })
    expect(stored.calendarToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The other salesperson's document was not touched.
    const untouched = await payload.findByID({
      collection: 'sales-availability',
      id: theirs.availability.id,
    })
    expect(untouched.calendarToken ?? null).toBeNull()
  })

  it('the renew route takes JSON from a signed-in user only', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      renewRoute.POST(
        new Request('http://localhost/api/v1/booking/calendar/renew', {
          method: 'POST',
          headers,
          body,
        }) as never,
      )
    expect((await post({ 'content-type': 'text/plain' }, '{"id":1}')).status).toBe(415)
    expect((await post({ 'content-type': 'application/json' }, '{"id":1}')).status).toBe(401)
  })
})
