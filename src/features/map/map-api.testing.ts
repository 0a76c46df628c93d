import { NextRequest } from 'next/server'
import { expect } from 'vitest'
import { kyivStationsOf } from '../../../tests/support/map-demo'

/**
 * For the map API's integration tests: requests to its route handlers on the file's database, as
 * any client could send them, from one client address (the header the production server sets).
 * (Test support; never imported by the site.)
 */
const stationsRoute = await import('@/app/api/v1/stations/handler')
const stationRoute = await import('@/app/api/v1/stations/[id]/handler')
const commentsRoute = await import('@/app/api/v1/stations/[id]/comments/handler')
const placesRoute = await import('@/app/api/v1/map/places/handler')

const origin = 'http://localhost'
const client = { 'x-client-ip': '198.51.100.31' }

export type Item = { kind: 'station' | 'cluster'; id: string; appOnly?: boolean }
export type Detail = {
  id: string
  appUsersOnly?: boolean
  details?: { evses: { connectors: { tariffPerKwh: number | null }[] }[] }
}

/** `GET /api/v1/stations?{query}`. */
export const getStations = (query: string) =>
  stationsRoute.GET(new Request(`${origin}/api/v1/stations?${query}`, { headers: client }))

/** The stations API's answer to `query`, which must be a 200. */
export async function stations(query: string) {
  const response = await getStations(query)
  expect(response.status).toBe(200)
  return (await response.json()) as { total: number; clustered: boolean; items: Item[] }
}

/** `GET /api/v1/stations/{id}` (`id` as the route receives it: decoded). */
export const getStation = (id: string) =>
  stationRoute.GET(
    new Request(`${origin}/api/v1/stations/${encodeURIComponent(id)}`, { headers: client }),
    { params: Promise.resolve({ id }) },
  )

export const detail = async (id: string) => (await (await getStation(id)).json()) as Detail

/** `POST /api/v1/stations/{id}/comments` with a body as given, of `type` (none: what fetch sets). */
export const postComment = (id: string, body: string, type: string) =>
  commentsRoute.POST(
    new NextRequest(`${origin}/api/v1/stations/${encodeURIComponent(id)}/comments`, {
      method: 'POST',
      headers: { ...client, ...(type ? { 'content-type': type } : {}) },
      body,
    }),
    { params: Promise.resolve({ id }) },
  )

/** `GET /api/v1/map/places?q={q}`, `q` as written in the URL. */
export const getPlaces = (q: string) =>
  placesRoute.GET(new NextRequest(`${origin}/api/v1/map/places?q=${q}`, { headers: client }))

export { kyivCentre } from '../../../tests/support/map-demo'

/** Kyiv stations of the demo network that show their details, with a tariff on some connector. */
export const kyivStations = (count: number) => kyivStationsOf({ stations, detail }, count)
