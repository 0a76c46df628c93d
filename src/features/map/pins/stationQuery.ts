/**
 * What `GET /api/v1/stations` takes and answers: the query string parsed and checked, the answer's
 * items, and the grid every clustering shares (cells of about 64 px, at most `maxCells` a view).
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
