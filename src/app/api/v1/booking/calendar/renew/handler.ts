import { NextResponse, type NextRequest } from 'next/server'
import type { PayloadRequest } from 'payload'

import { feedPath, renewCalendarToken } from '@/features/booking/feed'
import { jsonError, readBody, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { requestOrigin } from '@/lib/site-url'

/**
 * `POST /api/v1/booking/calendar/renew` `{ id }`: the back office's "New link" on a salesperson's
 * availability (feed.ts `renewCalendarToken`), answered with the new feed's URL on the address the
 * request reached. JSON only, so a cross-site form cannot send it with the session's cookie.
 */
export const POST = withApiErrors(async (request: NextRequest) => {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return jsonError(415, 'unsupported_media_type', 'Send JSON')
  const body = await readBody(request, 1024)
  if (!body.ok) return body.response
  let id: unknown
  try {
    id = (JSON.parse(body.text) as { id?: unknown } | null)?.id
  } catch {
    return jsonError(400, 'bad_request', 'Send JSON', 'id')
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const outcome = await renewCalendarToken(payload, user, id)
  if (outcome.status !== 200)
    return jsonError(outcome.status, outcome.code, outcome.message, undefined, {
      'Cache-Control': 'no-store',
    })
  const origin = requestOrigin({ payload, headers: request.headers } as PayloadRequest)
  return NextResponse.json(
    { ok: true, token: outcome.token, url: `${origin}${feedPath(outcome.token)}` },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
