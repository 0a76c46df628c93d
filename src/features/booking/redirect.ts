import { NextResponse } from 'next/server'

import type { BookingAnswer } from './request'

/**
 * The plain form's answer (a browser without JavaScript): 303 to the booked page, or back to the
 * booking page in the visitor's zone with the refusal's code and field, where the page shows it in
 * the visitor's language (with the next free times when the time was taken). Nothing the visitor
 * typed goes into the address.
 */
export function bookingRedirect(
  request: Request,
  raw: string,
  answer: BookingAnswer,
  headers: Record<string, string>,
): NextResponse {
  const sent = new URLSearchParams(raw)
  const base = new URL(request.url)
  const target =
    'ok' in answer.body
      ? new URL(answer.body.confirmation, base)
      : new URL(`/${answer.locale}/book-a-meeting`, base)
  if (!('ok' in answer.body)) {
    for (const key of ['tz', 'plan', 'interest', 'source'] as const) {
      const value = sent.get(key === 'tz' ? 'timeZone' : key)
      if (value) target.searchParams.set(key, value.slice(0, 120))
    }
    target.searchParams.set('error', answer.body.error.code)
    if (answer.body.error.field) target.searchParams.set('field', answer.body.error.field)
    const slot = sent.get('slot')
    if (slot && answer.body.error.code === 'slot_taken') target.searchParams.set('taken', slot)
  }
  // A relative Location (RFC 9110): the address the visitor used, whatever the proxy in front.
  return new NextResponse(null, {
    status: 303,
    headers: { ...headers, Location: target.pathname + target.search },
  })
}
