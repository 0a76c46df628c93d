/**
 * The map bench's timings: quantiles of samples, and the push measurement (an OCPI PATCH of an EVSE
 * status through the receiver, timed until the public stations query shows it, and the write alone).
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { ocpiHandler } from '@/features/map/ocpi/http'
import { patchLocationObject } from '@/features/map/ocpi/locationsReceiver'
import { findStations } from '@/features/map/pins/findStations'
import { noFilters } from '@/features/map/pins/reference'
import type { StationQuery } from '@/features/map/pins/stationQuery'
import { sqlTable } from '@/lib/sql'

/** p50 and p99 of samples in ms, to two decimals (sorts the array). */
export const quantiles = (times: number[]) => {
  times.sort((a, b) => a - b)
  const q = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]! * 100) / 100
  return { p50: q(0.5), p99: q(0.99) }
}

type BenchStation = {
  id: number
  publicId: string | null
  countryCode: string
  partyId: string
  ocpiId: string
  lat: number | string
  lng: number | string
  evses: unknown
}
type Evse = { uid: string; status: string }

/** The station in the middle of the table, with its EVSEs. */
async function middleStation(payload: Payload, size: number) {
  const { db, table } = sqlTable(payload, 'stations', [
    'id',
    'publicId',
    'countryCode',
    'partyId',
    'ocpiId',
    'latitude',
    'longitude',
    'evses',
  ])
  const [station] = await db
    .select<BenchStation>({
      id: table.id,
      publicId: table.publicId,
      countryCode: table.countryCode,
      partyId: table.partyId,
      ocpiId: table.ocpiId,
      lat: table.latitude,
      lng: table.longitude,
      evses: table.evses,
    })
    .from(table)
    .where(sql`${table.id} = ${Math.floor(size / 2)}`)
  if (!station) throw new Error(`No station ${Math.floor(size / 2)}`)
  const evses = (
    typeof station.evses === 'string' ? JSON.parse(station.evses) : station.evses
  ) as Evse[]
  if (!evses[0]?.uid) throw new Error(`Station ${station.id} has no EVSE`)
  return { station, evses }
}

/** The site status the station shows once its first EVSE has `status`. */
function expectedStatus(status: string, evses: Evse[]) {
  const all = [status, ...evses.slice(1).map((e) => e.status)]
  return all.includes('AVAILABLE')
    ? 'free'
    : all.some((s: string) => ['CHARGING', 'BLOCKED', 'RESERVED'].includes(s))
      ? 'occupied'
      : 'repair'
}

/** Asks the stations query until the station shows `expected` (boxes nudged: no answer cached). */
async function waitUntilVisible(
  payload: Payload,
  station: BenchStation,
  expected: string,
  started: number,
) {
  const lat = Number(station.lat)
  const lng = Number(station.lng)
  const q: StationQuery = {
    ...noFilters,
    bbox: [lng - 0.0005, lat - 0.0005, lng + 0.0005, lat + 0.0005],
    zoom: 18,
  }
  for (;;) {
    const r = await findStations(payload, {
      ...q,
      bbox: q.bbox.map((x) => x + Math.random() * 1e-7) as StationQuery['bbox'],
    })
    if (
      r.items.some(
        (it) => it.kind === 'station' && it.id === station.publicId && it.status === expected,
      )
    )
      return
    if (performance.now() - started > 20_000) throw new Error('push not visible after 20 s')
  }
}

/** Ten pushes to the station in the middle of the table (after one that warms the code paths). */
export async function measurePush(payload: Payload, size: number) {
  const { station, evses } = await middleStation(payload, size)
  process.env.OCPI_RECEIVER_TOKEN = 'bench'
  const patch = ocpiHandler('locations', (request: Request) =>
    patchLocationObject(payload, request, [
      station.countryCode,
      station.partyId,
      station.ocpiId,
      evses[0]!.uid,
    ]),
  )
  const pushes: number[] = []
  const writes: number[] = []
  // One push first, not counted (the first write of a process warms Payload's code paths).
  for (let i = -1; i < 10; i++) {
    const status = i % 2 ? 'AVAILABLE' : 'OUTOFORDER'
    const started = performance.now()
    const response = await patch(
      new Request('http://bench/ocpi', {
        method: 'PATCH',
        headers: { Authorization: 'Token bench' },
        body: JSON.stringify({
          status,
          last_updated: new Date(Date.now() + (i + 1) * 1000).toISOString(),
        }),
      }),
    )
    const body = (await response.json()) as { status_code: number }
    if (body.status_code !== 1000) throw new Error(`push refused: ${JSON.stringify(body)}`)
    if (i >= 0) writes.push(performance.now() - started)
    await waitUntilVisible(payload, station, expectedStatus(status, evses), started)
    if (i >= 0) pushes.push(performance.now() - started)
  }
  return {
    ...quantiles(pushes),
    max: Math.round(Math.max(...pushes)),
    writeP50: quantiles(writes).p50,
  }
}
