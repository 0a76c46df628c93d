import { describe, expect, it } from 'vitest'

import type { ClusterItem, StationItem } from '../pins/stationQuery'
import en from '@/i18n/messages/en/map.json'
import { priceParts } from './format'
import { clusterSize, separate, stationSize, targetGap } from './markers'
import { bboxOfView, viewOfBBox } from './view'

const station = (id: string, lng: number, lat: number): StationItem => ({
  kind: 'station',
  id,
  name: id,
  lng,
  lat,
  status: 'free',
  band: '50+',
  type: 'public',
  appOnly: false,
})
const cluster = (id: string, lng: number, lat: number, count: number): ClusterItem => ({
  kind: 'cluster',
  id,
  lng,
  lat,
  count,
  free: 0,
  bbox: [lng - 0.1, lat - 0.1, lng + 0.1, lat + 0.1],
})

describe('map targets never overlap', () => {
  // One degree = one pixel: positions are easy to read.
  const project = (lng: number, lat: number): [number, number] => [lng, -lat]
  const size = (i: ReturnType<typeof separate>[number]) =>
    i.kind === 'station' ? stationSize : clusterSize(i.count)
  const at = (i: ReturnType<typeof separate>[number]) =>
    i.kind === 'station' ? project(i.station.lng, i.station.lat) : project(i.lng, i.lat)

  it('merges clusters whose buttons would touch (13 px apart) into the bigger one, with the sum of both', () => {
    const shown = separate(
      [cluster('a', 0, 0, 120), cluster('b', 13, 0, 30), cluster('c', 200, 0, 5)],
      project,
    )
    expect(shown).toHaveLength(2)
    expect(shown[0]).toMatchObject({
      kind: 'cluster',
      count: 150,
      lng: 0,
      bbox: [-0.1, -0.1, 13.1, 0.1],
    })
    expect(shown[1]).toMatchObject({ kind: 'cluster', id: 'c', count: 5 })
  })

  it('keeps every target at least 24 px and apart from every other, however dense the input', () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      i % 3
        ? station(`s${i}`, (i * 37) % 400, (i * 53) % 300)
        : cluster(`c${i}`, (i * 17) % 400, (i * 29) % 300, 2 + i),
    )
    const shown = separate(items, project)
    expect(shown.reduce((n, i) => n + (i.kind === 'station' ? 1 : i.count), 0)).toBe(
      items.reduce((n, i) => n + (i.kind === 'station' ? 1 : i.count), 0),
    )
    for (const a of shown) {
      expect(size(a)).toBeGreaterThanOrEqual(24)
      for (const b of shown) {
        if (a === b) continue
        const [ax, ay] = at(a)
        const [bx, by] = at(b)
        expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual(
          size(a) / 2 + size(b) / 2 + targetGap - 1e-9,
        )
      }
    }
  })

  it('leaves stations that do not touch alone', () => {
    expect(separate([station('x', 0, 0), station('y', 40, 0)], project).map((i) => i.kind)).toEqual(
      ['station', 'station'],
    )
  })
})

describe('view arithmetic (before the map library is there)', () => {
  it('computes the box of a view and the view of a box (Web Mercator)', () => {
    const box = bboxOfView({ center: [30.52, 50.45], zoom: 12 }, 1024, 512)
    expect(box[0]).toBeCloseTo(30.52 - (1024 / 2 / (256 * 2 ** 12)) * 360, 4)
    expect(box[1]).toBeLessThan(50.45)
    expect(box[3]).toBeGreaterThan(50.45)
    const back = viewOfBBox(box, 1024, 512, 0, 22)
    expect(back.zoom).toBeCloseTo(12, 1)
    expect(back.center[0]).toBeCloseTo(30.52, 4)
    expect(back.center[1]).toBeCloseTo(50.45, 3)
    expect(bboxOfView({ center: [0, 0], zoom: 0 }, 4000, 4000)).toEqual([-180, -90, 180, 90])
  })
})

describe('connector prices', () => {
  const base = {
    currency: 'EUR',
    perKwh: null,
    perMinute: null,
    startFee: null,
    idlePerMinute: null,
    vatPercent: null,
    includesVat: true,
  }
  it('names every component of the tariff and the VAT', () => {
    expect(
      priceParts(
        { ...base, perKwh: 0.39, perMinute: 0.05, startFee: 1, idlePerMinute: 0.1, vatPercent: 23 },
        'en',
        en,
      ),
    ).toEqual([
      '€0.39 per kWh',
      '€0.05 per minute',
      '€1.00 per session',
      'idle €0.10 per minute',
      '23% VAT included',
    ])
    const ua = priceParts({ ...base, currency: 'UAH', perKwh: 14.5, includesVat: false }, 'uk', {
      ...en,
      tariff: '{price} за кВт·год',
      vatExcluded: 'без ПДВ',
    })
    expect(ua.map((p) => p.replace(/\s/g, ' '))).toEqual(['14,50 ₴ за кВт·год', 'без ПДВ'])
    expect(priceParts(base, 'en', en)).toEqual(['Free charging'])
  })
})
