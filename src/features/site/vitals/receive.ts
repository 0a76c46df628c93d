import type { Payload } from 'payload'

import { jsonError, readBody } from '@/lib/http'
import { metrics } from '@/lib/metrics'
import { payloadClient } from '@/lib/payload'
import { clientIp, rateLimiter } from '@/lib/rate-limit'

import { checkBeacon, maxBeaconBytes, type Reading } from './beacon'
import { countReading } from './days'
import { sitePageOf } from './page-names'

/** sendBeacon sends a string as text/plain; a JSON client may say so. */
const beaconContentTypes = ['text/plain', 'application/json']

let lastWarning = 0
/** The day's count fails only with the database: the histogram has it, the desk misses it. */
async function keep(payload: () => Promise<Payload>, reading: Reading) {
  try {
    await countReading(await payload(), reading)
  } catch (error) {
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now()
      console.warn(`Web Vitals: the day's counts were not stored (${(error as Error).message})`)
    }
  }
}

/**
 * `POST /api/v1/vitals`: a page view's Web Vitals, sent once by the browser of a visitor who
 * allowed measurement (client/field-vitals.ts). A valid beacon is observed in `site_web_vitals`
 * (by metric, page type, locale, device class) and added to the day's counts; nothing else of it
 * is kept (no path, no address, no user agent). Anything else is a 4xx and changes nothing: another
 * content type (415), a body over 1 KiB (413), more beacons than VITALS_RATE_LIMIT a window from one
 * address (429), a field outside its bounds (400). Never a 5xx: a database that fails loses the
 * day's count, not the answer.
 */
export async function receiveVitals(
  request: Request,
  payload: () => Promise<Payload> = payloadClient,
): Promise<Response> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!beaconContentTypes.some((type) => contentType.startsWith(type)))
    return jsonError(415, 'unsupported_media_type', 'Send text/plain or application/json')
  const body = await readBody(request, maxBeaconBytes)
  if (!body.ok) return body.response
  const limit = await rateLimiter('VITALS').hit(clientIp(request.headers))
  if (!limit.allowed)
    return jsonError(429, 'rate_limited', 'Too many beacons', undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  let input: unknown
  try {
    input = JSON.parse(body.text)
  } catch {
    return jsonError(400, 'invalid_json', 'Request body is not valid JSON')
  }
  const checked = checkBeacon(input, sitePageOf)
  if (!checked.ok)
    return jsonError(400, 'bad_beacon', `${checked.field}: ${checked.reason}`, checked.field)
  const { reading } = checked
  for (const [metric, value] of Object.entries(reading.values))
    metrics.webVitals.observe(
      { metric, page: reading.page, locale: reading.locale, device: reading.device },
      value,
    )
  metrics.webVitalBeacons.inc({ connection: reading.connection })
  await keep(payload, reading)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
