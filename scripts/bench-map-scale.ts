/**
 * The map at scale, on the database DATABASE_URL names (a scratch one: scripts/bench.mjs --map
 * creates and removes it): seeds BENCH_MAP_SIZES stations (default 100000,1000000) straight through
 * the adapter's drizzle, then for each size measures
 * - the public stations query (findStations, what /api/v1/stations answers, without HTTP) at
 *   country, region and city zoom: p50/p99 over shifted boxes (no two alike, so no cached answers),
 *   and the same views with the previous in-memory algorithm (pin objects, cluster.ts) for
 *   comparison;
 * - the cold load of the pins and the process memory (RSS, heap, the pins' columns);
 * - an OCPI push of an EVSE status (the receiver's PATCH) until the stations query shows it. Prints
 *   one `BENCH_MAP {json}` line per size. Run with `npm run payload -- run` (scripts/bench-map.mjs
 *   does).
 */
import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'

import { queryPins, type Pin, type StationQuery } from '@/features/map/pins/stationQuery'
import { ocpiHandler } from '@/features/map/ocpi/http'
import { patchLocationObject } from '@/features/map/ocpi/locationsReceiver'
import { findStations, resetStationPins } from '@/features/map/pins/findStations'
import { pinsFootprint } from '@/features/map/pins/findStations'
import { bulkInsert, generateStations } from '@/features/map/seed'
import { resetStationsVersion } from '@/features/map/stations/version'
import { sqlTable } from '@/lib/sql'
import { migrationsFor } from '@/migrations'

const sizes = (process.env.BENCH_MAP_SIZES || '100000,1000000').split(',').map(Number)
const samples = Number(process.env.BENCH_MAP_SAMPLES || 300)
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsFor() })
const { db, table } = sqlTable(payload, 'stations')
if (payload.db.name !== 'postgres') await db.run(sql`PRAGMA synchronous = OFF`)

const all = { power: [], connector: [], status: [], type: [] }
const views: Record<
  string,
  { box: [number, number, number, number]; zoom: number; extra?: Partial<StationQuery> }
> = {
  country: { box: [22.0, 44.0, 40.5, 52.5], zoom: 6 },
  'country, filtered': {
    box: [22.0, 44.0, 40.5, 52.5],
    zoom: 6,
    extra: { power: ['50+', '120+'], status: ['free'] },
  },
  region: { box: [29.5, 49.8, 31.6, 51.0], zoom: 9 },
  city: { box: [30.45, 50.41, 30.6, 50.49], zoom: 14 },
}
const shifted = (name: string): StationQuery => {
  const v = views[name]!
  const d = (Math.random() - 0.5) * 0.01
  return { ...all, ...v.extra, bbox: v.box.map((x) => x + d) as StationQuery['bbox'], zoom: v.zoom }
}
const quantiles = (times: number[]) => {
  times.sort((a, b) => a - b)
  const q = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]! * 100) / 100
  return { p50: q(0.5), p99: q(0.99) }
}
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const gc = () => (globalThis as { gc?: () => void }).gc?.()

let seeded = 0
let copies = 0
const base = 20_000
const postgres = payload.db.name === 'postgres'
const copied = [
  'country_code',
  'party_id',
  'name',
  'address',
  'city',
  'postal_code',
  'country',
  'time_zone',
  'evses',
  'type',
  'currency',
  'app_users_only',
  'publish',
  'max_power_kw',
  'power_band',
  'status_summary',
  'connector_standards',
  'updated_at',
  'created_at',
]

/**
 * 20,000 generated stations (slimmed to what the map reads: one EVSE), then copies of them moved by
 * up to a few kilometres, written by the database itself (INSERT … SELECT): a million rows in a
 * minute or two instead of most of an hour through the client.
 */
async function seedTo(target: number) {
  if (seeded === 0) {
    const rows = generateStations(base, 1000).map(
      ({ commentsCount: _c, openingTimes: _o, facilities: _f, evses, ...s }) => ({
        ...s,
        evses: (evses as { connectors: unknown[] }[])
          .slice(0, 1)
          .map((e) => ({ ...e, connectors: e.connectors.slice(0, 1) })),
      }),
    )
    await bulkInsert(payload, 'stations', rows)
    seeded = base
  }
  while (seeded < target) {
    const n = Math.min(5, Math.ceil((target - seeded) / base))
    const jitter = postgres
      ? '(random() - 0.5) * 0.06'
      : '((abs(random()) % 1000000) / 1000000.0 - 0.5) * 0.06'
    const series = postgres
      ? `generate_series(${copies + 1}, ${copies + n}) as g(n)`
      : `(with recursive g(n) as (select ${copies + 1} union all select n + 1 from g where n < ${copies + n}) select n from g) as g`
    const cols = copied.map((c) => `"${c}"`).join(', ')
    await (postgres ? db.execute : db.run).call(
      db,
      sql.raw(
        `insert into "stations" ("ocpi_id", "public_id", "latitude", "longitude", ${cols}) ` +
          `select s."ocpi_id" || '-' || g.n, s."ocpi_id" || '-' || g.n, s."latitude" + ${jitter}, s."longitude" + ${jitter}, ${copied.map((c) => `s."${c}"`).join(', ')} ` +
          `from "stations" s, ${series} where s."id" <= ${base}`,
      ),
    )
    copies += n
    seeded += n * base
  }
  await resetStationsVersion(payload)
}

for (const size of sizes) {
  const seedStarted = Date.now()
  await seedTo(size)
  const seedMs = Date.now() - seedStarted
  resetStationPins()
  gc()
  const before = process.memoryUsage()
  const loadStarted = Date.now()
  await findStations(payload, shifted('city'))
  const loadMs = Date.now() - loadStarted
  gc()
  const after = process.memoryUsage()
  const result: Record<string, unknown> = {
    database: payload.db.name,
    stations: size,
    seedMs,
    coldLoadMs: loadMs,
    rssMb: mb(after.rss),
    heapUsedMb: mb(after.heapUsed),
    heapGrowthMb: mb(after.heapUsed - before.heapUsed),
    pinsMb: Math.round((pinsFootprint().bytes / 1024 / 1024) * 10) / 10,
  }

  for (const name of Object.keys(views)) {
    const times: number[] = []
    const cpu: number[] = []
    let items = 0
    for (let i = 0; i < samples; i++) {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      const response = await findStations(payload, shifted(name))
      const used = process.cpuUsage(cpuStarted)
      times.push(performance.now() - started)
      cpu.push((used.user + used.system) / 1000)
      items = response.items.length
    }
    // CPU time too: on a machine shared with other jobs, wall-clock p99 is mostly time spent
    // preempted.
    const c = quantiles(cpu)
    result[name] = { ...quantiles(times), cpuP50: c.p50, cpuP99: c.p99, items }
  }

  // The previous algorithm on the same data: pin objects sorted by longitude, clustered per
  // request.
  const rows: {
    id: number
    latitude: number | string
    longitude: number | string
    powerBand: string
    statusSummary: string
    type: string
    connectorStandards: string
  }[] = await db
    .select({
      id: table.id,
      latitude: table.latitude,
      longitude: table.longitude,
      powerBand: table.powerBand,
      statusSummary: table.statusSummary,
      type: table.type,
      connectorStandards: table.connectorStandards,
    })
    .from(table)
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  const pins: Pin[] = rows.map((r) => ({
    id: String(r.id),
    name: 'x',
    lat: Number(r.latitude),
    lng: Number(r.longitude),
    band: r.powerBand as Pin['band'],
    status: r.statusSummary as Pin['status'],
    type: r.type as Pin['type'],
    standards: r.connectorStandards ?? '',
    appOnly: false,
  }))
  rows.length = 0
  const sorted = { pins: [...pins].sort((a, b) => a.lng - b.lng), lngs: new Float64Array(0) }
  sorted.lngs = Float64Array.from(sorted.pins, (p) => p.lng)
  gc()
  result.previousPinsMb = mb(process.memoryUsage().heapUsed - heapBefore)
  const previous: Record<string, unknown> = {}
  for (const name of Object.keys(views)) {
    const times: number[] = []
    for (let i = 0; i < Math.min(samples, 60); i++) {
      const started = performance.now()
      queryPins(sorted, shifted(name))
      times.push(performance.now() - started)
    }
    previous[name] = quantiles(times)
  }
  result.previous = previous

  // An OCPI push of an EVSE status, until the public query shows it.
  const [station] = await db
    .select({
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
  const evses = typeof station.evses === 'string' ? JSON.parse(station.evses) : station.evses
  process.env.OCPI_RECEIVER_TOKEN = 'bench'
  const patch = ocpiHandler('locations', (request: Request) =>
    patchLocationObject(payload, request, [
      station.countryCode,
      station.partyId,
      station.ocpiId,
      evses[0].uid,
    ]),
  )
  const pushes: number[] = []
  const writes: number[] = []
  // One push first, not counted (the first write of a process warms Payload's code paths).
  for (let i = -1; i < 10; i++) {
    const status = i % 2 ? 'AVAILABLE' : 'OUTOFORDER'
    const others = evses.slice(1).map((e: { status: string }) => e.status)
    const expected = [status, ...others].includes('AVAILABLE')
      ? 'free'
      : [status, ...others].some((s: string) => ['CHARGING', 'BLOCKED', 'RESERVED'].includes(s))
        ? 'occupied'
        : 'repair'
    const lat = Number(station.lat)
    const lng = Number(station.lng)
    const q: StationQuery = {
      ...all,
      bbox: [lng - 0.0005, lat - 0.0005, lng + 0.0005, lat + 0.0005],
      zoom: 18,
    }
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
        break
      if (performance.now() - started > 20_000) throw new Error('push not visible after 20 s')
    }
    if (i >= 0) pushes.push(performance.now() - started)
  }
  result.pushToApiMs = {
    ...quantiles(pushes),
    max: Math.round(Math.max(...pushes)),
    writeP50: quantiles(writes).p50,
  }
  console.log(`BENCH_MAP ${JSON.stringify(result)}`)
}
process.exit(0)
