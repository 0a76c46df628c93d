import { describe, expect, it } from 'vitest'

import { bookingRedirect } from './redirect'

const request = new Request('http://internal:3000/api/v1/booking', { method: 'POST' })
const sent = new URLSearchParams({
  slot: '2026-03-30T08:00:00.000Z',
  timeZone: 'Europe/Lisbon',
  name: 'João',
  email: 'joao@frota.example',
  source: 'business',
}).toString()

describe('the plain form’s answer', () => {
  it('a booking: 303 to its booked page, relative to the address the visitor used', () => {
    const response = bookingRedirect(
      request,
      sent,
      {
        status: 201,
        locale: 'pt',
        body: {
          ok: true,
          id: 7,
          startsAt: '2026-03-30T08:00:00.000Z',
          message: 'ok',
          confirmation: '/pt/book-a-meeting/booked?id=7&t=abc',
        },
      },
      {},
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pt/book-a-meeting/booked?id=7&t=abc')
  })

  it('a refusal: back to the booking page with the code and zone, nothing the visitor typed', () => {
    const response = bookingRedirect(
      request,
      sent,
      {
        status: 409,
        locale: 'pt',
        body: { error: { code: 'slot_taken', message: 'taken' }, nextFree: [] },
      },
      {},
    )
    const location = new URL(response.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe('/pt/book-a-meeting')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tz: 'Europe/Lisbon',
      source: 'business',
      error: 'slot_taken',
      taken: '2026-03-30T08:00:00.000Z',
    })
  })
})
