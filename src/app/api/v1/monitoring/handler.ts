import { type NextRequest } from 'next/server'

import { forwardEnvelope } from '@/lib/monitoring/tunnel'
import { jsonError, notFoundError, readBody } from '@/lib/http'
import { clientIp, memoryRateLimiter } from '@/lib/rate-limit'

/**
 * Browser error events per address and minute; more are dropped (a page in an error loop, a flood).
 */
const limiter = memoryRateLimiter(30, 60_000)

/**
 * `POST /api/v1/monitoring`: the browser's error reports (Sentry envelopes), forwarded to the
 * Sentry project of SENTRY_DSN. Only to that one: an envelope naming another DSN is refused, so the
 * route cannot be used to post elsewhere. 404 when no DSN is configured.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const dsn = process.env.SENTRY_DSN
  if (!dsn) return notFoundError()
  const body = await readBody(request, 256 * 1024)
  if (!body.ok) return body.response
  const limit = await limiter.hit(clientIp(request.headers))
  if (!limit.allowed)
    return jsonError(429, 'rate_limited', 'Too many reports', undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  const outcome = await forwardEnvelope(dsn, body.text)
  if (outcome === 'invalid')
    return jsonError(400, 'invalid_envelope', 'Not an envelope for this site')
  // Accepted even when Sentry could not be reached: the browser has nothing better to do with it.
  return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } })
}
