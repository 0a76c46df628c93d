import { asc, gt, gte } from 'drizzle-orm'
import type { Payload } from 'payload'

import { processState } from '@/lib/process-state'
import { type SqlSelection, type SqlTable, sqlTable } from '@/lib/sql'

import {
  markVersionChecked,
  readStationsVersion,
  versionCheckedAt,
  type StationsVersion,
} from '../stations/version'
import { queryStore } from './query'
import type { StationItem, StationQuery, StationsResponse } from './stationQuery'
import { storeBytes, type PinRow, type PinStore } from './columns'
import { applyRows, compact, emptyPinStore } from './store'

/**
 * The map pins of one process (store.ts), kept in step with the database: at most every 250 ms a
 * request reads the shared change counters (stations/version.ts); a new `changes` count applies the
 * rows updated lately in place, a new `resets` count (delete, bulk insert) reloads them all, in
 * batches by id. The README's "Freshness" says why.
 */

const recheckMs = 250
/**
 * Rows read again on each incremental sync: covers transactions that committed after a later one.
 */
const overlapMs = 15_000
const batch = 50_000

/** `readAt`: when the last read of rows started (rows committed before then were in it). */
type Live = {
  store: PinStore
  version: StationsVersion
  watermark: string
  readAt: string
  responses: Map<string, StationsResponse>
}
const state = processState('map.pins', (): { pins?: Live; sync?: Promise<Live> } => ({}))

const pinColumns = [
  'id',
  'publicId',
  'ocpiId',
  'name',
  'latitude',
  'longitude',
  'powerBand',
  'statusSummary',
  'type',
  'connectorStandards',
  'appUsersOnly',
  'publish',
  'countryCode',
  'partyId',
  'updatedAt',
] as const
const columns = (t: SqlTable<(typeof pinColumns)[number]>): SqlSelection<Row> => ({
  id: t.id,
  publicId: t.publicId,
  ocpiId: t.ocpiId,
  name: t.name,
  latitude: t.latitude,
  longitude: t.longitude,
  powerBand: t.powerBand,
  statusSummary: t.statusSummary,
  type: t.type,
  connectorStandards: t.connectorStandards,
  appUsersOnly: t.appUsersOnly,
  publish: t.publish,
  countryCode: t.countryCode,
  partyId: t.partyId,
  updatedAt: t.updatedAt,
})

type Row = PinRow & { updatedAt: string | Date }
/**
 * ISO form of a timestamp as either adapter returns it (PostgreSQL: `2026-01-02 03:04:05.678+00`).
 */
const iso = (v: string | Date) =>
  (typeof v === 'string'
    ? new Date(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))
    : v
  ).toISOString()

async function loadAll(payload: Payload): Promise<Live> {
  const version = await readStationsVersion(payload)
  const readAt = new Date().toISOString()
  const { db, table } = sqlTable(payload, 'stations', pinColumns)
  // Page by page into the columns, sorted once at the end: the row objects of one page at a time.
  let store = emptyPinStore()
  let watermark = ''
  let after = 0
  for (;;) {
    const page = await db
      .select<Row>(columns(table))
      .from(table)
      .where(gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(batch)
    store = applyRows(
      store,
      page.filter((r) => r.publish),
      { compact: false },
    )
    // One adapter formats all its timestamps alike, so the latest is the greatest string.
    for (const r of page) {
      const at = r.updatedAt instanceof Date ? r.updatedAt.toISOString() : r.updatedAt
      if (at > watermark) watermark = at
    }
    if (page.length < batch) break
    after = page[page.length - 1]!.id
  }
  return {
    store: compact(store),
    version,
    watermark: watermark && iso(watermark),
    readAt,
    responses: new Map(),
  }
}

async function applyChanges(payload: Payload, live: Live, version: StationsVersion): Promise<Live> {
  const { db, table } = sqlTable(payload, 'stations', pinColumns)
  // Rows changed since the later of the newest change seen and the last read, less the overlap:
  // after a bulk seed (every row "new") the first sync still reads only what changed since the
  // load.
  const from = live.watermark > live.readAt ? live.watermark : live.readAt
  const since = new Date(new Date(from).getTime() - overlapMs).toISOString()
  const readAt = new Date().toISOString()
  const rows = await db.select<Row>(columns(table)).from(table).where(gte(table.updatedAt, since))
  const watermark = rows.reduce(
    (m, r) => (iso(r.updatedAt) > m ? iso(r.updatedAt) : m),
    live.watermark,
  )
  return { store: applyRows(live.store, rows), version, watermark, readAt, responses: new Map() }
}

async function sync(payload: Payload): Promise<Live> {
  const current = state.pins
  const version = await readStationsVersion(payload)
  markVersionChecked()
  if (
    current &&
    current.version.resets === version.resets &&
    current.version.changes === version.changes
  )
    return current
  const next =
    !current || current.version.resets !== version.resets
      ? await loadAll(payload)
      : await applyChanges(payload, current, version)
  // Counters read before the rows: a change committed meanwhile shows up as a new number next time.
  next.version = version
  return (state.pins = next)
}

async function pins(payload: Payload): Promise<Live> {
  const current = state.pins
  if (current && Date.now() - versionCheckedAt() < recheckMs) return current
  state.sync ??= sync(payload).finally(() => {
    state.sync = undefined
  })
  return state.sync
}

/** Forgets the in-memory copy (tests switch databases). */
export function resetStationPins(): void {
  state.pins = undefined
  markVersionChecked(0)
}

/** Memory of the pins (bytes of the columns) and how many there are, for the bench. */
export function pinsFootprint(): { pins: number; bytes: number } {
  const live = state.pins
  return live
    ? { pins: live.store.size - live.store.dead, bytes: storeBytes(live.store) }
    : { pins: 0, bytes: 0 }
}

/**
 * Answers kept per version of the pins: identical map views (shared links, the default view) cost
 * nothing.
 */
const maxCachedResponses = 2_000

export async function findStations(
  payload: Payload,
  query: StationQuery,
): Promise<StationsResponse> {
  const live = await pins(payload)
  const key = JSON.stringify(query)
  const cached = live.responses.get(key)
  if (cached) return cached
  const raw = queryStore(live.store, query)
  const response: StationsResponse = {
    total: raw.total,
    clustered: raw.clustered,
    items: raw.items.map((i) =>
      i.kind === 'cluster'
        ? i
        : ({
            kind: 'station',
            id: i.id,
            name: i.name,
            lat: i.lat,
            lng: i.lng,
            status: i.status,
            band: i.band,
            type: i.type,
            appOnly: i.appOnly,
          } satisfies StationItem),
    ),
  }
  if (live.responses.size >= maxCachedResponses)
    live.responses.delete(live.responses.keys().next().value!)
  live.responses.set(key, response)
  return response
}
