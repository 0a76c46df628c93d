/**
 * Bounding-box queries of the map, as pure functions: parsing and validating the query string,
 * filtering, and grid clustering so a response stays small at any zoom.
 */
import { connectorStandards, powerBands, siteStatuses, stationTypes, type PowerBand, type SiteStatus, type StationType } from './model'

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
}

export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number]

export type StationQuery = {
  bbox: BBox
  zoom: number
  power: PowerBand[]
  connector: string[]
  status: SiteStatus[]
  type: StationType[]
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

function listParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): ParseResult<T[]> {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return { ok: true, value: [] }
  const values = [...new Set(raw.split(',').map((v) => v.trim()))]
  const bad = values.find((v) => !allowed.includes(v as T))
  if (bad !== undefined) return { ok: false, field: name, message: `Unknown ${name} "${bad.slice(0, 40)}". Use: ${allowed.join(', ')}.` }
  return { ok: true, value: values as T[] }
}

/** `bbox=minLng,minLat,maxLng,maxLat&zoom=0..22&power=50+,120+&connector=CHADEMO&status=free&type=public` */
export function parseStationQuery(params: URLSearchParams): ParseResult<StationQuery> {
  const bboxRaw = params.get('bbox')
  if (!bboxRaw) return { ok: false, field: 'bbox', message: 'bbox is required: minLng,minLat,maxLng,maxLat.' }
  const parts = bboxRaw.split(',')
  const nums = parts.map((p) => (p.trim() === '' ? NaN : Number(p)))
  if (parts.length !== 4 || nums.some((n) => !Number.isFinite(n))) return { ok: false, field: 'bbox', message: 'bbox must be four numbers: minLng,minLat,maxLng,maxLat.' }
  const [minLng, minLat, maxLng, maxLat] = nums as BBox
  if (minLng < -180 || maxLng > 180 || minLat < -90 || maxLat > 90 || minLng > maxLng || minLat > maxLat)
    return { ok: false, field: 'bbox', message: 'bbox is out of range or inverted (longitude -180..180, latitude -90..90, min ≤ max).' }
  const zoomRaw = params.get('zoom') ?? '10'
  const zoom = Number(zoomRaw)
  if (zoomRaw.trim() === '' || !Number.isFinite(zoom) || zoom < 0 || zoom > 24) return { ok: false, field: 'zoom', message: 'zoom must be a number from 0 to 24.' }
  const power = listParam(params, 'power', powerBands)
  if (!power.ok) return power
  const connector = listParam(params, 'connector', connectorStandards)
  if (!connector.ok) return connector
  const status = listParam(params, 'status', siteStatuses)
  if (!status.ok) return status
  const type = listParam(params, 'type', stationTypes)
  if (!type.ok) return type
  return { ok: true, value: { bbox: [minLng, minLat, maxLng, maxLat], zoom, power: power.value, connector: connector.value, status: status.value, type: type.value } }
}

export function matches(pin: Pin, q: Omit<StationQuery, 'zoom'>): boolean {
  const [minLng, minLat, maxLng, maxLat] = q.bbox
  if (pin.lng < minLng || pin.lng > maxLng || pin.lat < minLat || pin.lat > maxLat) return false
  if (q.power.length && !q.power.includes(pin.band)) return false
  if (q.status.length && !q.status.includes(pin.status)) return false
  if (q.type.length && !q.type.includes(pin.type)) return false
  if (q.connector.length && !q.connector.some((c) => pin.standards.includes(`|${c}|`))) return false
  return true
}

export type StationItem = { kind: 'station'; id: string; name: string; lat: number; lng: number; status: SiteStatus; band: PowerBand; type: StationType; appOnly: boolean }
export type ClusterItem = { kind: 'cluster'; id: string; lat: number; lng: number; count: number; free: number; bbox: BBox }
export type StationsResponse = { total: number; clustered: boolean; items: (StationItem | ClusterItem)[] }

/** Individual stations are sent from this zoom on, when there are at most this many in view. */
export const detailZoom = 12
export const maxStations = 400
/** At most about this many grid cells in a response. */
export const maxCells = 600

const round = (n: number) => Math.round(n * 1e5) / 1e5

export function toItem(pin: Pin): StationItem {
  return { kind: 'station', id: pin.id, name: pin.name, lat: pin.lat, lng: pin.lng, status: pin.status, band: pin.band, type: pin.type, appOnly: pin.appOnly }
}

/**
 * Grid clustering: cells of about 64 screen pixels at the given zoom (a 256 px tile spans 360/2^zoom
 * degrees), widened when a huge box would need too many. A cell holding one station returns it.
 */
export function clusterPins(pins: Pin[], q: Pick<StationQuery, 'bbox' | 'zoom'>): StationsResponse {
  if (q.zoom >= detailZoom && pins.length <= maxStations) return { total: pins.length, clustered: false, items: pins.map(toItem) }
  const [minLng, minLat, maxLng, maxLat] = q.bbox
  const area = Math.max((maxLng - minLng) * (maxLat - minLat), 1e-9)
  const cell = Math.max(360 / 2 ** q.zoom / 4, Math.sqrt(area / maxCells))
  const cells = new Map<string, { pins: Pin[]; lat: number; lng: number; free: number; b: BBox }>()
  for (const pin of pins) {
    const key = `${Math.floor(pin.lng / cell)}:${Math.floor(pin.lat / cell)}`
    let c = cells.get(key)
    if (!c) cells.set(key, (c = { pins: [], lat: 0, lng: 0, free: 0, b: [pin.lng, pin.lat, pin.lng, pin.lat] }))
    c.pins.push(pin)
    c.lat += pin.lat
    c.lng += pin.lng
    if (pin.status === 'free') c.free++
    c.b = [Math.min(c.b[0], pin.lng), Math.min(c.b[1], pin.lat), Math.max(c.b[2], pin.lng), Math.max(c.b[3], pin.lat)]
  }
  const items: StationsResponse['items'] = []
  for (const [key, c] of cells) {
    const n = c.pins.length
    if (n === 1) items.push(toItem(c.pins[0]!))
    else items.push({ kind: 'cluster', id: `${q.zoom}:${key}`, lat: round(c.lat / n), lng: round(c.lng / n), count: n, free: c.free, bbox: c.b })
  }
  return { total: pins.length, clustered: true, items }
}

export function queryPins(all: Pin[], q: StationQuery): StationsResponse {
  return clusterPins(
    all.filter((p) => matches(p, q)),
    q,
  )
}
