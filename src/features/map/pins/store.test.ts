import { describe, expect, it } from 'vitest'

import { partyKey, storeBytes, type PinRow, type PinStore } from './columns'
import { queryStore } from './query'
import { noFilters as all, pinOfRow, queryPins } from './reference'
import type { StationQuery, StationsResponse } from './stationQuery'
import { applyRows, buildPinStore, compact } from './store'
import { generateStations, random } from '../seed'

function rowsOf(count: number): PinRow[] {
  return generateStations(count).map((s, i) => ({
    id: i + 1,
    publicId: `P${i + 1}`,
    name: `${s.name as string} · Київ`,
    latitude: s.latitude as number,
    longitude: s.longitude as number,
    powerBand: s.powerBand as string,
    statusSummary: s.statusSummary as string,
    type: s.type as string,
    connectorStandards: s.connectorStandards as string,
    appUsersOnly: s.appUsersOnly as boolean,
    publish: i % 17 !== 0,
    countryCode: s.countryCode as string,
    partyId: i % 3 === 0 ? 'ABC' : 'VLT',
  }))
}

/** An answer with its stations' fields the two shapes share, sorted so order does not matter. */
function comparable(r: Pick<StationsResponse, 'total' | 'clustered' | 'items'>) {
  const items = r.items
    .map((i) =>
      i.kind === 'station'
        ? { kind: 'station', id: i.id, name: i.name, status: i.status, lat: i.lat, lng: i.lng }
        : { ...i },
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  return { total: r.total, clustered: r.clustered, items }
}
const normalise = (store: PinStore, q: StationQuery) => comparable(queryStore(store, q))
const reference = (rows: PinRow[], q: StationQuery) =>
  comparable(queryPins(rows.filter((x) => x.publish).map(pinOfRow), q))

const views: StationQuery[] = [
  { ...all, bbox: [22, 44, 41, 53], zoom: 5 },
  { ...all, bbox: [22, 44, 41, 53], zoom: 6, power: ['50+', '120+'], status: ['free'] },
  { ...all, bbox: [-10, 36, -6, 42.5], zoom: 7, connector: ['CHADEMO', 'IEC_62196_T2_COMBO'] },
  { ...all, bbox: [30.45, 50.41, 30.6, 50.49], zoom: 14 },
  { ...all, bbox: [30.5, 50.44, 30.53, 50.46], zoom: 16, type: ['public', 'free'] },
  { ...all, bbox: [-180, -90, 180, 90], zoom: 1 },
  { ...all, bbox: [101, 2.5, 102.5, 3.5], zoom: 12, status: ['repair'] },
  // One operator (OCPI party), two, one with another filter, and one the network does not have.
  { ...all, bbox: [-180, -90, 180, 90], zoom: 2, operator: ['UA-ABC'] },
  { ...all, bbox: [22, 44, 41, 53], zoom: 6, operator: ['UA-VLT', 'PT-ABC'] },
  { ...all, bbox: [30.45, 50.41, 30.6, 50.49], zoom: 14, operator: ['UA-VLT'], power: ['50+'] },
  { ...all, bbox: [-180, -90, 180, 90], zoom: 1, operator: ['ZZ-NON'] },
]

describe('columnar pins', () => {
  it('answers exactly as the reference clustering, filters included', () => {
    const rows = rowsOf(12_000)
    const store = buildPinStore(rows)
    for (const q of views) expect(normalise(store, q)).toEqual(reference(rows, q))
  }, 30_000)

  it('filters by operator: that party only, none for a party the network lacks', () => {
    const rows = rowsOf(6_000)
    const store = buildPinStore(rows)
    const world = { ...all, bbox: [-180, -90, 180, 90] as StationQuery['bbox'], zoom: 1 }
    const everyone = queryStore(store, world).total
    const one = queryStore(store, { ...world, operator: ['UA-ABC'] }).total
    const published = rows.filter((r) => r.publish && partyKey(r) === 'UA-ABC').length
    expect(one).toBe(published)
    expect(one).toBeGreaterThan(0)
    expect(one).toBeLessThan(everyone)
    expect(queryStore(store, { ...world, operator: ['ZZ-NON'] }).total).toBe(0)
  })

  it('applies status changes in place, moves, unpublishing and new stations, and compacts to the same answers', () => {
    let rows = rowsOf(8_000)
    let store = buildPinStore(rows)
    const r = random(3)
    const changed: PinRow[] = []
    for (let k = 0; k < 600; k++) {
      const i = Math.floor(r() * rows.length)
      const row = {
        ...rows[i]!,
        statusSummary: ['free', 'occupied', 'repair'][k % 3]!,
        ...(k % 11 === 0 ? { name: `Renamed ${k}` } : {}),
      }
      if (k % 5 === 0) row.longitude = Number(row.longitude) + 0.01
      if (k % 7 === 0) row.publish = !row.publish
      rows[i] = row
      changed.push(row)
    }
    const added = rowsOf(200).map((x, i) => ({
      ...x,
      id: 10_000 + i,
      publicId: `NEW${i}`,
      latitude: Number(x.latitude) + 0.001,
      publish: true,
    }))
    rows = [...rows, ...added]
    store = applyRows(store, [...changed, ...added])
    for (const q of views) expect(normalise(store, q)).toEqual(reference(rows, q))
    const compacted = compact(store)
    expect(compacted.size).toBe(rows.filter((x) => x.publish).length)
    for (const q of views) expect(normalise(compacted, q)).toEqual(reference(rows, q))
  }, 30_000)

  it('keeps about 80 bytes per station', () => {
    const rows = rowsOf(10_000)
    const store = compact(buildPinStore(rows))
    expect(storeBytes(store) / store.size).toBeLessThan(100)
    expect(store.size).toBe(rows.filter((x) => x.publish).length)
  })
})
