import { describe, expect, it } from 'vitest'

import { buildEntries, matchEntries } from './entries'
import { parseGeocoderAnswer } from './geocoder'
import { checkPlaceQuery } from './search'

const row = (city: string, address: string, lat: number, lng: number, publish = true) => ({
  city,
  address,
  countryCode: 'UA',
  latitude: lat,
  longitude: lng,
  publish,
})

describe('place index', () => {
  const entries = buildEntries([
    row('Kyiv', 'vul. Khreshchatyk, 12', 50.45, 30.52),
    row('Kyiv', 'vul. Khreshchatyk, 30', 50.44, 30.53),
    row('Kyiv', 'prosp. Peremohy, 5', 50.46, 30.45),
    row('Kharkiv', 'vul. Sumska, 1', 49.99, 36.23),
    row('Hidden', 'vul. Secret, 1', 10, 10, false),
  ])
  it('groups cities and streets and leaves unpublished stations out', () => {
    expect(entries.filter((e) => e.kind === 'city').map((e) => [e.label, e.weight])).toEqual([
      ['Kyiv', 3],
      ['Kharkiv', 1],
    ])
    expect(matchEntries(entries, 'secret')).toEqual([])
  })
  it('matches every word as a prefix, cities before streets before addresses', () => {
    expect(matchEntries(entries, 'kh').map((e) => e.label)).toEqual([
      'Kharkiv',
      'vul. Khreshchatyk, Kyiv',
      'vul. Sumska, Kharkiv',
      'vul. Khreshchatyk, 12, Kyiv',
      'vul. Khreshchatyk, 30, Kyiv',
      'vul. Sumska, 1, Kharkiv',
    ])
    expect(matchEntries(entries, 'khreshchatyk 30').map((e) => e.label)).toEqual([
      'vul. Khreshchatyk, 30, Kyiv',
    ])
    expect(matchEntries(entries, 'KYIV')[0]).toMatchObject({
      kind: 'city',
      bbox: [30.45, 50.44, 30.53, 50.46],
    })
  })
})

describe('geocoder answers', () => {
  it('reads Nominatim places (boundingbox is south, north, west, east)', () => {
    expect(
      parseGeocoderAnswer([
        {
          display_name: 'Porto, Portugal',
          lat: '41.15',
          lon: '-8.61',
          boundingbox: ['41.13', '41.18', '-8.69', '-8.55'],
        },
        { display_name: 'broken', lat: 'x', lon: '1' },
      ]),
    ).toEqual([
      {
        label: 'Porto, Portugal',
        kind: 'place',
        lat: 41.15,
        lng: -8.61,
        bbox: [-8.69, 41.13, -8.55, 41.18],
      },
    ])
  })
  it('ignores anything else', () => {
    expect(parseGeocoderAnswer({ error: 'nope' })).toEqual([])
    expect(parseGeocoderAnswer(null)).toEqual([])
  })
})

describe('place query checks', () => {
  it('bounds the place query', () => {
    expect(checkPlaceQuery('  Kyiv   centre ')).toEqual({ ok: true, q: 'Kyiv centre' })
    expect(checkPlaceQuery('K').ok).toBe(false)
    expect(checkPlaceQuery('x'.repeat(101)).ok).toBe(false)
    expect(checkPlaceQuery(null).ok).toBe(false)
  })
})
