import type { NextRequest } from 'next/server'

import { checkPlaceQuery, findPlaces } from '@/features/map/places/search'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { badRequest, cacheableJson, jsonError, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { clientIp, memoryRateLimiter } from '@/lib/rate-limit'

/**
 * Searches run on every few keystrokes, far more than form posts: their own limit, per address and
 * server process (a geocoder behind it usually has a per-site quota; repeated queries hit its
 * cache).
 */
const limiter = memoryRateLimiter(Number(process.env.PLACES_RATE_LIMIT) || 120, 60_000)

/**
 * `GET /api/v1/map/places?q=Kyiv&locale=en`: up to eight places `{ label, kind, lat, lng, bbox? }`.
 */
export const GET = withApiErrors(async (request: NextRequest) => {
  const params = new URL(request.url).searchParams
  const checked = checkPlaceQuery(params.get('q'))
  if (!checked.ok) return badRequest(checked.message, 'q')
  const localeParam = params.get('locale')
  if (localeParam !== null && !isLocale(localeParam))
    return badRequest('locale must be one of en, my, pt, ua.', 'locale')
  const limit = await limiter.hit(`places:${clientIp(request.headers)}`)
  if (!limit.allowed)
    return jsonError(429, 'rate_limited', 'Too many searches. Please wait a minute.', undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  const places = await findPlaces(
    await payloadClient(),
    checked.q,
    isLocale(localeParam) ? localeParam : defaultLocale,
  )
  return cacheableJson({ places }, { maxAge: 60 })
})
