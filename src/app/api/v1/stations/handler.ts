import { parseStationQuery } from '@/features/map/pins/stationQuery'
import { findStations } from '@/features/map/queries'
import { badRequest, cacheableJson, withApiErrors } from '@/lib/http'
import { payloadClient } from '@/lib/payload'

/**
 * `GET /api/v1/stations?bbox=minLng,minLat,maxLng,maxLat&zoom=&power=&connector=&status=&type=`
 * Shared caches keep an answer 2 s (stale up to 12 s more): statuses change by the second.
 */
export const GET = withApiErrors(async (request: Request) => {
  const parsed = parseStationQuery(new URL(request.url).searchParams)
  if (!parsed.ok) return badRequest(parsed.message, parsed.field)
  return cacheableJson(await findStations(await payloadClient(), parsed.value), { maxAge: 2 })
})
