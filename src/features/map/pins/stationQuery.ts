/**
 * Bounding-box queries of the map, as pure functions: parsing and validating the query string,
 * filtering, and grid clustering so a response stays small at any zoom.
 */
import { operatorPattern } from './filters'
import {
  connectorStandards,
  powerBands,
  siteStatuses,
  stationTypes,
  type PowerBand,
  type SiteStatus,
  type StationType,
} from '../stations/model'

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

export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number]

export type StationQuery = {
  bbox: BBox
  zoom: number
  power: PowerBand[]
  connector: string[]
  status: SiteStatus[]
  type: StationType[]
  /** OCPI parties (`PT-VLT`): only their stations. Empty or absent: every operator. */
  operator?: string[]
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

function listParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): ParseResult<T[]> {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return { ok: true, value: [] }
  const values = [...new Set(raw.split(',').map((v) => v.trim()))]
  const bad = values.find((v) => !allowed.includes(v as T))
  if (bad !== undefined)
    return {
      ok: false,
      field: name,
      message: `Unknown ${name} "${bad.slice(0, 40)}". Use: ${allowed.join(', ')}.`,
    }
  return { ok: true, value: values as T[] }
}

/**
 * `bbox=minLng,minLat,maxLng,maxLat&zoom=0..22&power=50+,120+&connector=CHADEMO&status=free&type=public`
 */
export function parseStationQuery(params: URLSearchParams): ParseResult<StationQuery> {
  const bboxRaw = params.get('bbox')
  if (!bboxRaw)
    return { ok: false, field: 'bbox', message: 'bbox is required: minLng,minLat,maxLng,maxLat.' }
  const parts = bboxRaw.split(',')
  const nums = parts.map((p) => (p.trim() === '' ? NaN : Number(p)))
  if (parts.length !== 4 || nums.some((n) => !Number.isFinite(n)))
    return {
      ok: false,
      field: 'bbox',
      message: 'bbox must be four numbers: minLng,minLat,maxLng,maxLat.',
    }
  const [minLng, minLat, maxLng, maxLat] = nums as BBox
  if (
    minLng < -180 ||
    maxLng > 180 ||
    minLat < -90 ||
    maxLat > 90 ||
    minLng > maxLng ||
    minLat > maxLat
  )
    return {
      ok: false,
      field: 'bbox',
      message:
        'bbox is out of range or inverted (longitude -180..180, latitude -90..90, min ≤ max).',
    }
  const zoomRaw = params.get('zoom') ?? '10'
  const zoom = Number(zoomRaw)
  if (zoomRaw.trim() === '' || !Number.isFinite(zoom) || zoom < 0 || zoom > 24)
    return { ok: false, field: 'zoom', message: 'zoom must be a number from 0 to 24.' }
  const power = listParam(params, 'power', powerBands)
  if (!power.ok) return power
  const connector = listParam(params, 'connector', connectorStandards)
  if (!connector.ok) return connector
  const status = listParam(params, 'status', siteStatuses)
  if (!status.ok) return status
  const type = listParam(params, 'type', stationTypes)
  if (!type.ok) return type
  const operator = [
    ...new Set(
      (params.get('operator') ?? '')
        .split(',')
        .map((v) => v.trim().toUpperCase())
        .filter(Boolean),
    ),
  ]
  const badOperator = operator.find((v) => !operatorPattern.test(v))
  if (badOperator !== undefined || operator.length > 20)
    return {
      ok: false,
      field: 'operator',
      message: `Unknown operator "${(badOperator ?? '').slice(0, 40)}". Use OCPI parties as CC-PID (e.g. PT-VLT), at most 20.`,
    }
  return {
    ok: true,
    value: {
      bbox: [minLng, minLat, maxLng, maxLat],
      zoom,
      power: power.value,
      connector: connector.value,
      status: status.value,
      type: type.value,
      ...(operator.length ? { operator } : {}),
    },
  }
}

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

export type StationItem = {
  kind: 'station'
  id: string
  name: string
  lat: number
  lng: number
  status: SiteStatus
  band: PowerBand
  type: StationType
  appOnly: boolean
}
export type ClusterItem = {
  kind: 'cluster'
  id: string
  lat: number
  lng: number
  count: number
  free: number
  bbox: BBox
}
export type StationsResponse = {
  total: number
  clustered: boolean
  items: (StationItem | ClusterItem)[]
}

/** Individual stations are sent from this zoom on, when there are at most this many in view. */
export const detailZoom = 12
export const maxStations = 400
/** At most about this many grid cells in a response. */
export const maxCells = 600

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
 * The grid cell (degrees) of a view: about 64 px at its zoom, doubled until the box needs at most
 * maxCells.
 */
export function clusterCellSize(q: Pick<StationQuery, 'bbox' | 'zoom'>): number {
  const [minLng, minLat, maxLng, maxLat] = q.bbox
  let cell = 360 / 2 ** Math.floor(q.zoom) / 4
  while (((maxLng - minLng) / cell) * ((maxLat - minLat) / cell) > maxCells) cell *= 2
  return cell
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
