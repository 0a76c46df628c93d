/**
 * The map at scale, on the database DATABASE_URL names (a scratch one: `npm run bench -- --map`
 * creates and removes it; run with `npm run payload -- run`). For each of BENCH_MAP_SIZES: the
 * stations query at country, region and city zoom over shifted boxes (no cached answers), beside the
 * reference algorithm; the cold load and memory; a push until the query shows it. Prints one
 * `BENCH_MAP {json}` line per size.
 */
import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'

import { findStations, pinsFootprint, resetStationPins } from '@/features/map/pins/findStations'
import { indexPins, noFilters as all, pinOfRow, queryPins } from '@/features/map/pins/reference'
import type { StationQuery } from '@/features/map/pins/stationQuery'
import { runStatement, sqlTable } from '@/lib/sql'
import { migrationsFor } from '@/migrations'

import { measurePush, quantiles } from './bench-map-push'
import { networkSeeder } from './bench-map-seed'

const sizes = (process.env.BENCH_MAP_SIZES || '100000,1000000').split(',').map(Number)
const samples = Number(process.env.BENCH_MAP_SAMPLES || 300)
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsFor() })
const { db, table } = sqlTable(payload, 'stations', [
  'id',
  'latitude',
  'longitude',
  'powerBand',
  'statusSummary',
  'type',
  'connectorStandards',
])
if (payload.db.name !== 'postgres') await runStatement(payload, sql`PRAGMA synchronous = OFF`)

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
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const gc = () => (globalThis as { gc?: () => void }).gc?.()
const seedTo = networkSeeder(payload)

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
  const rows = await db
    .select<{
      id: number
      latitude: number | string
      longitude: number | string
      powerBand: string
      statusSummary: string
      type: string
      connectorStandards: string
    }>({
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
  const pins = rows.map(pinOfRow)
  rows.length = 0
  const sorted = indexPins(pins)
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
  result.pushToApiMs = await measurePush(payload, size)
  console.log(`BENCH_MAP ${JSON.stringify(result)}`)
}
process.exit(0)
