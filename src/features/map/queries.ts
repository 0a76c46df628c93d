import type { Payload, Where } from 'payload'

import type { Station } from '@/payload-types'

import { stationsVersion } from './cache'
import { indexPins, queryPins, type Pin, type PinIndex, type StationQuery, type StationsResponse } from './cluster'
import {
  connectorPowerKw,
  openState,
  siteStatus,
  type OcpiConnector,
  type OcpiEvse,
  type OpeningTimes,
  type OpenState,
  type PowerBand,
  type SiteStatus,
  type StationType,
} from './model'

// ── Map pins: one compact in-memory copy of the published stations per process ───────────────────

type Snapshot = { key: string; pins: Pin[]; index: PinIndex; checkedAt: number; responses: Map<string, StationsResponse> }
const state = globalThis as unknown as { __stationPins?: Snapshot; __stationPinsLoading?: Promise<Snapshot> }

/** How often another process's edits are looked for (a cheap count + latest update query). */
const recheckMs = 5_000

async function tableKey(payload: Payload): Promise<string> {
  const [count, latest] = await Promise.all([
    payload.count({ collection: 'stations', overrideAccess: true }),
    payload.find({ collection: 'stations', sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true }, overrideAccess: true }),
  ])
  return `${stationsVersion()}:${count.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}`
}

type PinRow = {
  ocpiId: string
  name: string
  latitude: number | string
  longitude: number | string
  powerBand: string | null
  statusSummary: string | null
  type: string
  connectorStandards: string | null
  appUsersOnly: boolean | number | null
  publish: boolean | number | null
}

/**
 * Reads the narrow pin columns straight through the adapter's drizzle instance (the same call on
 * SQLite and PostgreSQL): at 100,000 stations this is several times faster than a Local API find,
 * which builds full documents.
 */
async function loadPins(payload: Payload, key: string): Promise<Snapshot> {
  const db = payload.db as unknown as { drizzle: { select: (columns: object) => { from: (table: unknown) => Promise<PinRow[]> } }; tables: Record<string, Record<string, unknown>> }
  const t = db.tables.stations!
  const rows = await db.drizzle
    .select({
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
    })
    .from(t)
  const pins: Pin[] = []
  for (const d of rows) {
    if (!d.publish) continue
    pins.push({
      id: d.ocpiId,
      name: d.name,
      lat: Number(d.latitude),
      lng: Number(d.longitude),
      band: (d.powerBand ?? '2-7') as PowerBand,
      status: (d.statusSummary ?? 'repair') as SiteStatus,
      type: d.type as StationType,
      standards: d.connectorStandards ?? '',
      appOnly: Boolean(d.appUsersOnly),
    })
  }
  return { key, pins, index: indexPins(pins), checkedAt: Date.now(), responses: new Map() }
}

/**
 * The published stations as map pins. Filtering and clustering a few hundred thousand pins in memory
 * takes milliseconds, while reading them from SQLite for every request would take far longer; the
 * copy is rebuilt when this process saves a station (hooks) or the table changes (rechecked every 5 s).
 */
async function snapshot(payload: Payload): Promise<Snapshot> {
  const current = state.__stationPins
  const localVersion = `${stationsVersion()}:`
  if (current && current.key.startsWith(localVersion) && Date.now() - current.checkedAt < recheckMs) return current
  if (!state.__stationPinsLoading) {
    state.__stationPinsLoading = (async () => {
      try {
        const key = await tableKey(payload)
        if (current && current.key === key) {
          current.checkedAt = Date.now()
          return current
        }
        return (state.__stationPins = await loadPins(payload, key))
      } finally {
        state.__stationPinsLoading = undefined
      }
    })()
  }
  // A stale copy answers while the new one loads; the very first request waits for it.
  if (current && current.key.startsWith(localVersion)) return current
  return state.__stationPinsLoading
}

export async function stationPins(payload: Payload): Promise<Pin[]> {
  return (await snapshot(payload)).pins
}

/** Forgets the in-memory copy (tests switch databases). */
export function resetStationPins(): void {
  state.__stationPins = undefined
}

/** Answers kept per copy of the pins: identical map views (shared links, the default view) cost nothing. */
const maxCachedResponses = 2_000

export async function findStations(payload: Payload, query: StationQuery): Promise<StationsResponse> {
  const snap = await snapshot(payload)
  const key = JSON.stringify(query)
  const cached = snap.responses.get(key)
  if (cached) return cached
  const response = queryPins(snap.index, query)
  if (snap.responses.size >= maxCachedResponses) snap.responses.delete(snap.responses.keys().next().value!)
  snap.responses.set(key, response)
  return response
}

// ── One station ──────────────────────────────────────────────────────────────────────────────────

/**
 * A published station by its identity: the OCPI location id (what `location/{id}` uses), an EVSE uid
 * or EVSE id of it (what a QR code on the charger carries), or the numeric database id.
 */
export async function findStationByIdentity(payload: Payload, identity: string): Promise<Station | null> {
  const id = identity.trim()
  if (!id || id.length > 64) return null
  const where: Where = { and: [{ publish: { equals: true } }, { ocpiId: { equals: id } }] }
  const byOcpi = await payload.find({ collection: 'stations', where, limit: 1, depth: 0, overrideAccess: true })
  if (byOcpi.docs[0]) return byOcpi.docs[0]
  // EVSE uids are `<location id>-<n>` in our network and in most CPO feeds: try the prefixes.
  const parts = id.split(/[-*]/)
  for (let n = parts.length - 1; n >= 1; n--) {
    const prefix = id.slice(0, parts.slice(0, n).join('-').length)
    const found = await payload.find({ collection: 'stations', where: { and: [{ publish: { equals: true } }, { ocpiId: { equals: prefix } }] }, limit: 1, depth: 0, overrideAccess: true })
    const station = found.docs[0]
    if (station && evsesOf(station).some((e) => e.uid === id || e.evse_id === id)) return station
  }
  if (/^\d{1,12}$/.test(id)) {
    const byId = await payload.find({ collection: 'stations', where: { and: [{ publish: { equals: true } }, { id: { equals: Number(id) } }] }, limit: 1, depth: 0, overrideAccess: true })
    return byId.docs[0] ?? null
  }
  return null
}

export const evsesOf = (station: Pick<Station, 'evses'>): OcpiEvse[] => (Array.isArray(station.evses) ? (station.evses as OcpiEvse[]) : [])

export type ConnectorMatch = { evse: OcpiEvse; connector: OcpiConnector; powerKw: number; tariffPerKwh: number | null; currency: string }

/**
 * A connector of a station, from what a QR code or a link carries: `<evse uid>:<connector id>`, an
 * EVSE uid (its first connector), or a connector id alone when it is unique in the station.
 */
export function findConnector(station: Pick<Station, 'evses' | 'currency'>, reference: string): ConnectorMatch | null {
  const ref = reference.trim()
  if (!ref) return null
  const evses = evsesOf(station)
  const match = (evse: OcpiEvse, connector: OcpiConnector | undefined): ConnectorMatch | null =>
    connector
      ? { evse, connector, powerKw: connectorPowerKw(connector), tariffPerKwh: connector.tariff_per_kwh ?? null, currency: station.currency ?? 'UAH' }
      : null
  const sep = ref.lastIndexOf(':')
  if (sep > 0) {
    const evse = evses.find((e) => e.uid === ref.slice(0, sep) || e.evse_id === ref.slice(0, sep))
    return evse ? match(evse, evse.connectors.find((c) => c.id === ref.slice(sep + 1))) : null
  }
  const evse = evses.find((e) => e.uid === ref || e.evse_id === ref)
  if (evse) return match(evse, evse.connectors[0])
  const all = evses.flatMap((e) => e.connectors.filter((c) => c.id === ref).map((c) => ({ e, c })))
  return all.length === 1 ? match(all[0]!.e, all[0]!.c) : null
}

/** What the public site shows of a station. App-users-only stations omit what the app keeps for its users. */
export type StationDetail = {
  id: string
  name: string
  address: string
  city: string
  postalCode: string | null
  country: string
  lat: number
  lng: number
  type: StationType
  powerBand: PowerBand
  maxPowerKw: number
  appUsersOnly: boolean
  operator: string | null
  facilities: string[]
  timeZone: string
  /** Absent for app-users-only stations. */
  details?: {
    status: SiteStatus
    openingTimes: OpeningTimes
    open: OpenState
    commentsCount: number
    currency: string
    evses: { uid: string; status: SiteStatus; connectors: { id: string; standard: string; format: string; powerType: string; powerKw: number; tariffPerKwh: number | null }[] }[]
  }
}

export function stationDetail(station: Station, now = new Date()): StationDetail {
  const base: StationDetail = {
    id: station.ocpiId,
    name: station.name,
    address: station.address,
    city: station.city,
    postalCode: station.postalCode ?? null,
    country: station.country,
    lat: station.latitude,
    lng: station.longitude,
    type: station.type as StationType,
    powerBand: (station.powerBand ?? '2-7') as PowerBand,
    maxPowerKw: station.maxPowerKw ?? 0,
    appUsersOnly: Boolean(station.appUsersOnly),
    operator: station.operatorName ?? null,
    facilities: Array.isArray(station.facilities) ? (station.facilities as string[]) : [],
    timeZone: station.timeZone,
  }
  if (base.appUsersOnly) return base
  const openingTimes = (station.openingTimes as OpeningTimes | null) ?? { twentyfourseven: true }
  return {
    ...base,
    details: {
      status: (station.statusSummary ?? 'repair') as SiteStatus,
      openingTimes,
      open: openState(openingTimes, station.timeZone, now),
      commentsCount: station.commentsCount ?? 0,
      currency: station.currency ?? 'UAH',
      evses: evsesOf(station)
        .filter((e) => e.status !== 'REMOVED')
        .map((e) => ({
          uid: e.uid,
          status: siteStatus(e.status),
          connectors: e.connectors.map((c) => ({
            id: c.id,
            standard: c.standard,
            format: c.format,
            powerType: c.power_type,
            powerKw: connectorPowerKw(c),
            tariffPerKwh: c.tariff_per_kwh ?? null,
          })),
        })),
    },
  }
}

export async function findStationDetail(payload: Payload, id: string): Promise<StationDetail | null> {
  const station = await findStationByIdentity(payload, id)
  return station ? stationDetail(station) : null
}

// ── Sitemap ──────────────────────────────────────────────────────────────────────────────────────

/** How many published stations there are (each has a `location/{id}` page). */
export async function publishedStationCount(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'stations', where: { publish: { equals: true } }, overrideAccess: true })).totalDocs
}

/** One page (1-based) of published stations' ids and last changes, in a stable order, for the sitemap. */
export async function publishedStationPage(payload: Payload, page: number, size: number): Promise<{ id: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'stations',
    where: { publish: { equals: true } },
    select: { ocpiId: true, updatedAt: true },
    sort: 'id',
    limit: size,
    page,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({ id: d.ocpiId, updatedAt: d.updatedAt }))
}
