/**
 * Box and cluster queries over the pin columns (store.ts): the longitude-sorted slots are scanned
 * over the box's longitude range, the unsorted tail whole, and pins are grid-clustered into dense
 * per-cell accumulators.
 */
import { connectorStandards, powerBands, siteStatuses, stationTypes } from '../stations/model'
import { appOnlyOf, bandOf, labelOf, statusOf, typeOf, type PinStore } from './columns'
import {
  clusterCellSize,
  detailZoom,
  maxStations,
  type ClusterItem,
  type StationItem,
  type StationQuery,
} from './stationQuery'

function lowerBound(values: Float64Array, end: number, x: number): number {
  let lo = 0
  let hi = end
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid]! < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

const bits = <T extends string>(list: readonly T[], chosen: T[]) =>
  chosen.length ? chosen.reduce((m, v) => m | (1 << list.indexOf(v)), 0) : -1

/** A station of the answer, with its database id (findStations.ts drops it). */
export type SlotStation = StationItem & { dbId: number }
export type SlotResponse = {
  total: number
  clustered: boolean
  items: (SlotStation | ClusterItem)[]
}

const round = (n: number) => Math.round(n * 1e5) / 1e5

function station(store: PinStore, slot: number): SlotStation {
  const a = store.attrs[slot]!
  return {
    kind: 'station',
    ...labelOf(store, slot),
    dbId: store.dbId[slot]!,
    lat: store.lat[slot]!,
    lng: store.lng[slot]!,
    status: statusOf(a),
    band: bandOf(a),
    type: typeOf(a),
    appOnly: appOnlyOf(a),
  }
}

/** The filters of a query as bit sets over the pins' attribute bits (-1: no filter). */
function filterOf(store: PinStore, q: StationQuery) {
  const bandBits = bits(powerBands, q.power)
  const statusBits = bits(siteStatuses, q.status)
  const typeBits = bits(stationTypes, q.type)
  const stdBits = q.connector.length
    ? q.connector.reduce((m, c) => m | (1 << connectorStandards.indexOf(c as never)), 0)
    : -1
  // Operators as a lookup by party index; an operator the store has never seen matches nothing.
  let partyOk: Uint8Array | null = null
  if (q.operator?.length) {
    partyOk = new Uint8Array(store.parties.length + 1)
    for (const key of q.operator) {
      const index = store.partyIndex.get(key)
      if (index !== undefined) partyOk[index] = 1
    }
  }
  const filtered =
    bandBits !== -1 || statusBits !== -1 || typeBits !== -1 || stdBits !== -1 || partyOk !== null
  return { bandBits, statusBits, typeBits, stdBits, partyOk, filtered }
}

/** The view's cluster cells (aligned to the grid) and one accumulator array per figure. */
function gridOf(q: StationQuery) {
  const [minLng, minLat, maxLng, maxLat] = q.bbox
  const cell = clusterCellSize(q)
  const ix0 = Math.floor(minLng / cell)
  const iy0 = Math.floor(minLat / cell)
  const nx = Math.floor(maxLng / cell) - ix0 + 1
  const ny = Math.floor(maxLat / cell) - iy0 + 1
  const cells = nx * ny
  return {
    cell,
    ix0,
    iy0,
    ny,
    count: new Int32Array(cells),
    free: new Int32Array(cells),
    first: new Int32Array(cells),
    sumLat: new Float64Array(cells),
    sumLng: new Float64Array(cells),
    w: new Float64Array(cells),
    s: new Float64Array(cells),
    e: new Float64Array(cells),
    n: new Float64Array(cells),
    /** Cells in the order their first pin was met. */
    order: [] as number[],
  }
}
type Grid = ReturnType<typeof gridOf>

/** Each cell met: its lone station, or a cluster with its count, free count, centre and bounds. */
function gridItems(store: PinStore, grid: Grid, z: number): SlotResponse['items'] {
  const { count, first, free, sumLat, sumLng, w, s, e, n, ny, ix0, iy0 } = grid
  const items: SlotResponse['items'] = []
  for (const c of grid.order) {
    const k = count[c]!
    if (k === 1) items.push(station(store, first[c]!))
    else {
      const ix = Math.floor(c / ny) + ix0
      const iy = (c % ny) + iy0
      items.push({
        kind: 'cluster',
        id: `${z}:${ix}:${iy}`,
        lat: round(sumLat[c]! / k),
        lng: round(sumLng[c]! / k),
        count: k,
        free: free[c]!,
        bbox: [w[c]!, s[c]!, e[c]!, n[c]!],
      })
    }
  }
  return items
}

/** The same answer as reference.ts's queryPins, from the columns. */
export function queryStore(store: PinStore, q: StationQuery): SlotResponse {
  const [minLng, minLat, maxLng, maxLat] = q.bbox
  const { bandBits, statusBits, typeBits, stdBits, partyOk, filtered } = filterOf(store, q)
  const grid = gridOf(q)
  const { cell, ix0, iy0, ny, count, free, first, sumLat, sumLng, w, s, e, n, order } = grid
  const listed: number[] = []
  const listing = q.zoom >= detailZoom
  let total = 0
  const { lat, lng, attrs, live, standards, party } = store
  // Longitudes within a microdegree may sit out of order (the sort key is rounded): widen the range
  // a little.
  const end = store.sorted
  let i = lowerBound(store.lng, end, minLng - 2e-6)
  // One loop over the sorted range, then the unsorted tail; the body is inline (hot: up to a
  // million pins).
  for (let stop = end, tail = false; ;) {
    if (i >= stop) {
      if (tail) break
      tail = true
      i = end
      stop = store.size
      continue
    }
    const x = lng[i]!
    if (!tail && x > maxLng + 2e-6) {
      i = stop
      continue
    }
    const at = i++
    if (!live[at] || x < minLng || x > maxLng) continue
    const y = lat[at]!
    if (y < minLat || y > maxLat) continue
    const a = attrs[at]!
    if (filtered) {
      if (bandBits !== -1 && !((bandBits >> (a & 3)) & 1)) continue
      if (statusBits !== -1 && !((statusBits >> ((a >> 2) & 3)) & 1)) continue
      if (typeBits !== -1 && !((typeBits >> ((a >> 4) & 7)) & 1)) continue
      if (stdBits !== -1 && !(standards[at]! & stdBits)) continue
      if (partyOk !== null && !partyOk[party[at]!]) continue
    }
    total++
    if (listing && listed.length <= maxStations) listed.push(at)
    const c = (Math.floor(x / cell) - ix0) * ny + (Math.floor(y / cell) - iy0)
    if (count[c] === 0) {
      order.push(c)
      first[c] = at
      w[c] = e[c] = x
      s[c] = n[c] = y
    } else {
      if (x < w[c]!) w[c] = x
      if (x > e[c]!) e[c] = x
      if (y < s[c]!) s[c] = y
      if (y > n[c]!) n[c] = y
    }
    count[c]!++
    sumLat[c]! += y
    sumLng[c]! += x
    if (((a >> 2) & 3) === 0) free[c]!++
  }
  if (listing && total <= maxStations)
    return { total, clustered: false, items: listed.map((i) => station(store, i)) }
  return { total, clustered: true, items: gridItems(store, grid, Math.floor(q.zoom)) }
}
