/**
 * The clustering the columns replaced, one object per pin: kept as the reference the columnar store
 * must equal (store.test.ts) and as the bench's comparison.
 */
import type { PowerBand, SiteStatus, StationType } from '../stations/model'
import { partyKey, type PinRow } from './columns'
import {
  clusterCellSize,
  detailZoom,
  maxStations,
  type StationItem,
  type StationQuery,
  type StationsResponse,
} from './stationQuery'

/** What the map needs of a station to place and filter it. */
export type Pin = {
  id: string
  name: string
  lat: number
  lng: number
  band: PowerBand
  status: SiteStatus
  type: StationType
  /** `|CHADEMO|IEC_62196_T2|`, as stored. */
  standards: string
  appOnly: boolean
  /** The OCPI party (operator) as `{country code}-{party id}`, e.g. `PT-VLT`. */
  party?: string
}

type ReferenceRow = Pick<
  PinRow,
  'id' | 'latitude' | 'longitude' | 'powerBand' | 'statusSummary' | 'type' | 'connectorStandards'
> &
  Partial<Pick<PinRow, 'publicId' | 'name' | 'appUsersOnly' | 'countryCode' | 'partyId'>>

/** A row as a pin: its public id when it has one, its party when the row names one. */
export const pinOfRow = (r: ReferenceRow): Pin => ({
  id: r.publicId ?? String(r.id),
  name: r.name ?? '',
  lat: Number(r.latitude),
  lng: Number(r.longitude),
  band: r.powerBand as Pin['band'],
  status: r.statusSummary as Pin['status'],
  type: r.type as Pin['type'],
  standards: r.connectorStandards ?? '',
  appOnly: Boolean(r.appUsersOnly),
  ...(r.countryCode ? { party: partyKey(r) } : {}),
})

/** No filter: every station of the box. */
export const noFilters = { power: [], connector: [], status: [], type: [] }

export function matches(pin: Pin, q: Omit<StationQuery, 'zoom'>): boolean {
  const [minLng, minLat, maxLng, maxLat] = q.bbox
  if (pin.lng < minLng || pin.lng > maxLng || pin.lat < minLat || pin.lat > maxLat) return false
  if (q.power.length && !q.power.includes(pin.band)) return false
  if (q.status.length && !q.status.includes(pin.status)) return false
  if (q.type.length && !q.type.includes(pin.type)) return false
  if (q.connector.length && !q.connector.some((c) => pin.standards.includes(`|${c}|`))) return false
  if (q.operator?.length && !q.operator.includes(pin.party ?? '')) return false
  return true
}

const round = (n: number) => Math.round(n * 1e5) / 1e5

export function toItem(pin: Pin): StationItem {
  return {
    kind: 'station',
    id: pin.id,
    name: pin.name,
    lat: pin.lat,
    lng: pin.lng,
    status: pin.status,
    band: pin.band,
    type: pin.type,
    appOnly: pin.appOnly,
  }
}

/**
 * Grid clustering: cells of about 64 screen pixels at the whole zoom level (a 256 px tile spans
 * 360/2^zoom degrees), doubled while a huge box would need too many. Cells are aligned to the grid,
 * so clusters stay put while the map pans. A cell holding one station returns the station.
 */
export function clusterPins(pins: Pin[], q: Pick<StationQuery, 'bbox' | 'zoom'>): StationsResponse {
  if (q.zoom >= detailZoom && pins.length <= maxStations)
    return { total: pins.length, clustered: false, items: pins.map(toItem) }
  const z = Math.floor(q.zoom)
  const cell = clusterCellSize(q)
  type Cell = {
    first: Pin
    n: number
    lat: number
    lng: number
    free: number
    w: number
    s: number
    e: number
    no: number
    key: string
  }
  const cells = new Map<number, Cell>()
  for (const pin of pins) {
    const ix = Math.floor(pin.lng / cell)
    const iy = Math.floor(pin.lat / cell)
    const key = (ix + 1_000_000) * 2_000_000 + (iy + 1_000_000)
    const c = cells.get(key)
    if (!c) {
      cells.set(key, {
        first: pin,
        n: 1,
        lat: pin.lat,
        lng: pin.lng,
        free: pin.status === 'free' ? 1 : 0,
        w: pin.lng,
        s: pin.lat,
        e: pin.lng,
        no: pin.lat,
        key: `${ix}:${iy}`,
      })
      continue
    }
    c.n++
    c.lat += pin.lat
    c.lng += pin.lng
    if (pin.status === 'free') c.free++
    if (pin.lng < c.w) c.w = pin.lng
    if (pin.lng > c.e) c.e = pin.lng
    if (pin.lat < c.s) c.s = pin.lat
    if (pin.lat > c.no) c.no = pin.lat
  }
  const items: StationsResponse['items'] = []
  for (const c of cells.values()) {
    if (c.n === 1) items.push(toItem(c.first))
    else
      items.push({
        kind: 'cluster',
        id: `${z}:${c.key}`,
        lat: round(c.lat / c.n),
        lng: round(c.lng / c.n),
        count: c.n,
        free: c.free,
        bbox: [c.w, c.s, c.e, c.no],
      })
  }
  return { total: pins.length, clustered: true, items }
}

/** Pins sorted by longitude, so a box query scans only its longitude range. */
export type PinIndex = { pins: Pin[]; lngs: Float64Array }

export function indexPins(pins: Pin[]): PinIndex {
  const sorted = [...pins].sort((a, b) => a.lng - b.lng)
  return { pins: sorted, lngs: Float64Array.from(sorted, (p) => p.lng) }
}

function lowerBound(values: Float64Array, x: number): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid]! < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

export function queryPins(all: Pin[] | PinIndex, q: StationQuery): StationsResponse {
  const index = Array.isArray(all) ? indexPins(all) : all
  const from = lowerBound(index.lngs, q.bbox[0])
  const matching: Pin[] = []
  for (let i = from; i < index.pins.length; i++) {
    const pin = index.pins[i]!
    if (pin.lng > q.bbox[2]) break
    if (matches(pin, q)) matching.push(pin)
  }
  return clusterPins(matching, q)
}
