import { describe, expect, it } from 'vitest'

import { generateStations } from '../seed'
import { filtersToQuery, parseFilters } from './filters'
import { clusterPins, matches, queryPins, type Pin } from './reference'
import { parseStationQuery } from './stationQuery'

const pin = (over: Partial<Pin>): Pin => ({
  id: 'x',
  name: 'x',
  lat: 50,
  lng: 30,
  band: '11-22',
  status: 'free',
  type: 'public',
  standards: '|IEC_62196_T2|',
  appOnly: false,
  ...over,
})

describe('station queries', () => {
  it('parses and validates the query string', () => {
    const ok = parseStationQuery(
      new URLSearchParams(
        'bbox=22,44,41,53&zoom=6&power=50%2B,120%2B&status=free&type=public&connector=CHADEMO',
      ),
    )
    expect(ok).toEqual({
      ok: true,
      value: {
        bbox: [22, 44, 41, 53],
        zoom: 6,
        power: ['50+', '120+'],
        status: ['free'],
        type: ['public'],
        connector: ['CHADEMO'],
      },
    })
    expect(parseStationQuery(new URLSearchParams(''))).toMatchObject({ ok: false, field: 'bbox' })
    expect(parseStationQuery(new URLSearchParams('bbox=1,2,3'))).toMatchObject({
      ok: false,
      field: 'bbox',
    })
    expect(parseStationQuery(new URLSearchParams('bbox=10,10,5,5'))).toMatchObject({
      ok: false,
      field: 'bbox',
    })
    expect(parseStationQuery(new URLSearchParams('bbox=0,0,1,1&zoom=x'))).toMatchObject({
      ok: false,
      field: 'zoom',
    })
    expect(parseStationQuery(new URLSearchParams('bbox=0,0,1,1&power=9000'))).toMatchObject({
      ok: false,
      field: 'power',
    })
    expect(parseStationQuery(new URLSearchParams('bbox=0,0,1,1&status=broken'))).toMatchObject({
      ok: false,
      field: 'status',
    })
  })
  it('filters by box, power, status, type and connector', () => {
    const q = {
      bbox: [29, 49, 31, 51] as [number, number, number, number],
      power: [],
      connector: [],
      status: [],
      type: [],
    }
    expect(matches(pin({}), q)).toBe(true)
    expect(matches(pin({ lng: 32 }), q)).toBe(false)
    expect(matches(pin({}), { ...q, power: ['50+'] })).toBe(false)
    expect(matches(pin({}), { ...q, status: ['occupied'] })).toBe(false)
    expect(matches(pin({}), { ...q, type: ['free'] })).toBe(false)
    expect(matches(pin({}), { ...q, connector: ['IEC_62196_T2_COMBO'] })).toBe(false)
    expect(matches(pin({}), { ...q, connector: ['CHADEMO', 'IEC_62196_T2'] })).toBe(true)
  })
  it('clusters at low zoom and keeps the response small at any zoom', () => {
    const pins = generateStations(20_000).map((s) =>
      pin({ id: s.ocpiId, lat: s.latitude as number, lng: s.longitude as number }),
    )
    for (const zoom of [0, 3, 5, 8, 11]) {
      const result = queryPins(pins, {
        bbox: [-180, -85, 180, 85],
        zoom,
        power: [],
        connector: [],
        status: [],
        type: [],
      })
      expect(result.total).toBe(20_000)
      expect(result.items.length).toBeLessThanOrEqual(700)
      expect(result.items.reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 1), 0)).toBe(
        20_000,
      )
    }
    const city = clusterPins(
      pins.filter((p) => p.lat > 50.44 && p.lat < 50.46 && p.lng > 30.5 && p.lng < 30.54),
      { bbox: [30.5, 50.44, 30.54, 50.46], zoom: 15 },
    )
    expect(city.clustered).toBe(false)
    expect(city.items.every((i) => i.kind === 'station')).toBe(true)
  })
})

describe('filters in the URL', () => {
  it('round-trips and drops unknown values', () => {
    const f = parseFilters({
      power: '50+,bogus',
      status: 'free',
      type: 'public,test',
      connector: 'CHADEMO',
    })
    expect(f).toEqual({
      power: ['50+'],
      status: ['free'],
      type: ['public', 'test'],
      connector: ['CHADEMO'],
    })
    expect(parseFilters(filtersToQuery(f))).toEqual(f)
  })
})
