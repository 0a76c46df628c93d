import { after, NextResponse, type NextRequest } from 'next/server'

import { changeLocation, submitChange } from '@/features/booking/change-request'
import { maxBodyBytes } from '@/features/forms/definitions'
import { deliverClaimed } from '@/features/forms/delivery/attempt'
import { readBody, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { clientIp, rateLimiter } from '@/lib/rate-limit'

/**
 * `POST /api/v1/booking/manage`: the visitor moves or cancels their meeting through the signed link
 * of its e-mail (src/features/booking/change-request.ts). JSON gets JSON; the manage page's plain
 * forms get a 303 back to the page.
 */
export const POST = withApiErrors(
  async (request: NextRequest) => {
    const body = await readBody(request, maxBodyBytes)
    if (!body.ok) return body.response
    const payload = await payloadClient()
    const contentType = request.headers.get('content-type')
    const answer = await submitChange(payload, body.text, {
      ip: clientIp(request.headers),
      contentType,
      limiter: rateLimiter('FORMS'),
    })
    const claim = answer.claim
    if (claim) after(() => deliverClaimed(payload, claim))
    const headers = { 'Cache-Control': 'no-store', ...answer.headers }
    if (/^application\/x-www-form-urlencoded\b/i.test(contentType ?? ''))
      // A relative Location: the address the visitor used, whatever the proxy in front.
      return new NextResponse(null, {
        status: 303,
        headers: { ...headers, Location: changeLocation(body.text, answer) },
      })
    return NextResponse.json(answer.body, { status: answer.status, headers })
  },
  { countAs: () => 'booking' },
)
