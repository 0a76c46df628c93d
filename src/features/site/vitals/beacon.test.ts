import { describe, expect, it } from 'vitest'

import { checkBeacon, vitalRanges } from './beacon'
import { bucketOf, quantileOf, vitalBuckets } from './buckets'
import { pageTypePath, sitePageOf } from './page-names'

const valid = {
  path: '/pt/news/some-article',
  device: 'mobile',
  connection: '4g',
  metrics: { LCP: 1840, INP: 96, CLS: 0.0123, TTFB: 310 },
}
const check = (beacon: unknown) => checkBeacon(beacon, sitePageOf)
const refusal = (beacon: unknown) => {
  const checked = check(beacon)
  return checked.ok ? null : checked.field
}

describe('a Web Vitals beacon', () => {
  it('keeps the page type and locale of its path, and the values in base units', () => {
    expect(check(valid)).toEqual({
      ok: true,
      reading: {
        page: 'article',
        locale: 'pt',
        device: 'mobile',
        connection: '4g',
        values: { LCP: 1.84, INP: 0.096, CLS: 0.0123, TTFB: 0.31 },
      },
    })
    // Some metrics only (no input yet, so no INP): still a reading.
    expect(check({ ...valid, path: '/en', metrics: { TTFB: 0 } })).toMatchObject({
      ok: true,
      reading: { page: 'home', locale: 'en', values: { TTFB: 0 } },
    })
    // A locale path no page answers is the 404 page's view.
    expect(check({ ...valid, path: '/ua/nowhere' })).toMatchObject({
      reading: { page: 'notFound', locale: 'ua' },
    })
  })

  it('refuses a path with a query, of no page of the site, or not a path at all', () => {
    for (const path of [
      '/en/news?q=1',
      '/en#top',
      'https://voltra.example/en',
      '//evil.example/en',
      '/admin/collections/users',
      '/api/v1/vitals',
      '/',
      '/xx/news',
      `/en/${'a'.repeat(600)}`,
      42,
      undefined,
    ])
      expect(refusal({ ...valid, path }), String(path)).toBe('path')
  })

  it('refuses unknown metrics, values out of range or not numbers, and empty metrics', () => {
    expect(refusal({ ...valid, metrics: { FID: 12 } })).toBe('metrics.FID')
    expect(refusal({ ...valid, metrics: { LCP: vitalRanges.LCP + 1 } })).toBe('metrics.LCP')
    expect(refusal({ ...valid, metrics: { CLS: 11 } })).toBe('metrics.CLS')
    expect(refusal({ ...valid, metrics: { INP: -1 } })).toBe('metrics.INP')
    expect(refusal({ ...valid, metrics: { TTFB: '300' } })).toBe('metrics.TTFB')
    expect(refusal({ ...valid, metrics: { LCP: Number.NaN } })).toBe('metrics.LCP')
    expect(refusal({ ...valid, metrics: {} })).toBe('metrics')
    expect(refusal({ ...valid, metrics: [1, 2] })).toBe('metrics')
    // The edge of a range is still in it.
    expect(check({ ...valid, metrics: { INP: vitalRanges.INP } }).ok).toBe(true)
  })

  it('takes only its listed device classes and connection types, and no other field', () => {
    expect(refusal({ ...valid, device: 'iPhone 15 Pro' })).toBe('device')
    expect(refusal({ ...valid, device: undefined })).toBe('device')
    expect(refusal({ ...valid, connection: 'wifi' })).toBe('connection')
    expect(refusal({ ...valid, userAgent: 'Mozilla/5.0' })).toBe('userAgent')
    expect(refusal({ ...valid, url: 'https://voltra.example/en?utm=x' })).toBe('url')
    expect(refusal([valid])).toBe('body')
    expect(refusal(null)).toBe('body')
    expect(check({ ...valid, device: 'desktop', connection: 'unknown' }).ok).toBe(true)
  })
})

describe('the buckets and their p75', () => {
  it('puts a value in the first bucket whose bound holds it, the largest ones in the last', () => {
    expect(bucketOf(0)).toBe(0)
    expect(bucketOf(0.1)).toBe(vitalBuckets.indexOf(0.1))
    expect(bucketOf(2.5)).toBe(vitalBuckets.indexOf(2.5))
    expect(bucketOf(2.6)).toBe(vitalBuckets.indexOf(4))
    expect(bucketOf(99)).toBe(vitalBuckets.length)
  })

  it('computes the p75 as histogram_quantile does: linear within its bucket', () => {
    const counts = Array.from({ length: vitalBuckets.length + 1 }, () => 0)
    expect(quantileOf(counts)).toBeNull()
    // 4 values in (1.8, 2.5]: the 75th percentile is three quarters into that bucket.
    counts[vitalBuckets.indexOf(2.5)] = 4
    expect(quantileOf(counts)).toBeCloseTo(1.8 + 0.7 * 0.75)
    // 1 fast and 3 in (2.5, 4]: rank 3 is the second of those three, two thirds into the bucket.
    counts.fill(0)
    counts[0] = 1
    counts[vitalBuckets.indexOf(4)] = 3
    expect(quantileOf(counts)).toBeCloseTo(2.5 + 1.5 * (2 / 3))
    // Beyond the last bound, the last bound.
    counts.fill(0)
    counts[vitalBuckets.length] = 2
    expect(quantileOf(counts)).toBe(vitalBuckets.at(-1))
  })
})

describe('page type names on the desk', () => {
  it('are the pages’ paths under a locale, patterns for pages with parameters', () => {
    expect(pageTypePath('home')).toBe('/')
    expect(pageTypePath('businessHardware')).toBe('/business/hardware')
    expect(pageTypePath('article')).toBe('/news/:url')
    expect(pageTypePath('product')).toBe('/shop/:category/:id')
    expect(pageTypePath('notFound')).toBe('404')
  })
})
