import type { NextRequest } from 'next/server'

import { calendarFeed, tokenOfSegment } from '@/features/booking/feed'
import { jsonError, notFoundError, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { clientIp, rateLimiter } from '@/lib/rate-limit'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ token: string }> }

/**
 * `GET /api/v1/booking/calendar/<token>[.ics]`: a salesperson's private calendar feed
 * (src/features/booking/feed.ts). Never cached by anyone but its reader; an unknown token is 404.
 */
export const GET = withApiErrors(async (request: NextRequest, { params }: Params) => {
  // Next hands the segment over decoded; anything not shaped like a token is a miss (feed.ts).
  const token = tokenOfSegment((await params).token)
  const feed = await calendarFeed(await payloadClient(), token)
  if (feed === null) {
    // Only misses count against an address: calendar apps poll from shared addresses (one
    // provider fetches all its users' feeds), and what a limit can stop here is guessing.
    const limit = await rateLimiter('FORMS').hit(`calendar-miss:${clientIp(request.headers)}`)
    if (!limit.allowed)
      return jsonError(429, 'rate_limited', 'Too many requests', undefined, {
        'Retry-After': String(limit.retryAfterSeconds),
        'Cache-Control': 'no-store',
      })
    return notFoundError('No such calendar')
  }
  return new Response(feed, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline; filename="meetings.ics"',
    },
  })
})
