import { after, NextResponse, type NextRequest } from 'next/server'

import { attachLead } from '@/features/booking/lead'
import { bookingRedirect } from '@/features/booking/redirect'
import { submitBooking } from '@/features/booking/request'
import { maxBodyBytes } from '@/features/forms/definitions'
import { deliverClaimed } from '@/features/forms/delivery/attempt'
import { readBody, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { clientIp, rateLimiter } from '@/lib/rate-limit'

/**
 * `POST /api/v1/booking`: books a meeting with sales (src/features/booking/request.ts). JSON gets
 * JSON; the booking page's plain form (no JavaScript) gets a 303 to the booked page or back to the
 * booking page with what went wrong.
 */
export const POST = withApiErrors(
  async (request: NextRequest) => {
    const body = await readBody(request, maxBodyBytes)
    if (!body.ok) return body.response
    const payload = await payloadClient()
    const contentType = request.headers.get('content-type')
    const answer = await submitBooking(payload, body.text, {
      ip: clientIp(request.headers),
      contentType,
      acceptLanguage: request.headers.get('accept-language'),
      limiter: rateLimiter('FORMS'),
      secret: payload.secret,
    })
    const claim = answer.claim
    // The lead on the meeting alongside the delivery: each writes its own columns, and
    // attachLead never throws.
    if (claim)
      after(() => Promise.all([deliverClaimed(payload, claim), attachLead(payload, claim.id)]))
    const headers = { 'Cache-Control': 'no-store', ...answer.headers }
    if (/^application\/x-www-form-urlencoded\b/i.test(contentType ?? ''))
      return bookingRedirect(request, body.text, answer, headers)
    return NextResponse.json(answer.body, { status: answer.status, headers })
  },
  { countAs: () => 'booking' },
)
