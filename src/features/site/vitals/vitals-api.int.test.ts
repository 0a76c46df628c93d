import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { webVitalFigures } from '@/features/backoffice/dashboard/vitals'
import { metrics } from '@/lib/metrics'
import { rateLimitSettings } from '@/lib/rate-limit'
import { sqlTable } from '@/lib/sql'

import { vitalBuckets } from './buckets'
import { dayOf, vitalDaysSlug } from './days'

/**
 * The Web Vitals endpoint through its route handler on this file's database: a valid beacon is
 * observed in the histogram of `/metrics` and added to the day's counts (which the desk's p75 reads);
 * malformed, out-of-range, mistyped, oversized and flooding beacons get a 4xx and change neither.
 */
const route = await import('@/app/api/v1/vitals/handler')
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const beacon = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    path: '/ua/business/hardware',
    device: 'mobile',
    connection: '3g',
    metrics: { LCP: 2100, INP: 180, CLS: 0.02, TTFB: 450 },
    ...fields,
  })

let address = 0
/** Each test's beacons from an address of its own, so no test runs into another's limit. */
const nextAddress = () => `203.0.113.${++address}`

const send = (body: string, ip: string, contentType = 'text/plain;charset=UTF-8') =>
  route.POST(
    new Request('http://localhost/api/v1/vitals', {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-client-ip': ip },
      body,
    }),
  )

/** What `/metrics` says of the histogram. */
const metricsText = async () => (await metrics.registry.getSingleMetricAsString('site_web_vitals'))!

/** The stored day counts, by day, metric, page and bucket. */
async function storedCounts(): Promise<Record<string, number>> {
  const { db, table } = sqlTable(payload, vitalDaysSlug, [
    'day',
    'metric',
    'page',
    'bucket',
    'count',
  ])
  const rows = await db
    .select<{ day: string; metric: string; page: string; bucket: number; count: number }>({
      day: table.day,
      metric: table.metric,
      page: table.page,
      bucket: table.bucket,
      count: table.count,
    })
    .from(table)
  return Object.fromEntries(
    rows.map((r) => [
      `${r.day.slice(0, 10)} ${r.metric} ${r.page} ${Number(r.bucket)}`,
      Number(r.count),
    ]),
  )
}

const lcpCount = (text: string) =>
  Number(
    /site_web_vitals_count\{metric="LCP",page="businessHardware",locale="ua",device="mobile"\} (\d+)/.exec(
      text,
    )?.[1] ?? 0,
  )

describe('the Web Vitals endpoint', () => {
  it('counts a valid beacon in the histogram and in the day’s bucket counts', async () => {
    const ip = nextAddress()
    const before = lcpCount(await metricsText())
    expect((await send(beacon(), ip)).status).toBe(204)
    expect((await send(beacon({ metrics: { LCP: 2300 } }), ip, 'application/json')).status).toBe(
      204,
    )
    const text = await metricsText()
    expect(lcpCount(text) - before).toBe(2)
    expect(text).toContain(
      'site_web_vitals_bucket{le="2.5",metric="LCP",page="businessHardware",locale="ua",device="mobile"}',
    )
    const today = dayOf(new Date()).slice(0, 10)
    const stored = await storedCounts()
    // Both LCPs in (1.8 s, 2.5 s]: one row, counted twice.
    expect(stored[`${today} LCP businessHardware ${vitalBuckets.indexOf(2.5)}`]).toBe(2)
    expect(stored[`${today} INP businessHardware ${vitalBuckets.indexOf(0.2)}`]).toBe(1)
    expect(stored[`${today} CLS businessHardware ${vitalBuckets.indexOf(0.025)}`]).toBe(1)
    // Nothing of the path, the address or the connection is stored.
    expect(JSON.stringify(stored)).not.toMatch(/hardware"|203\.0\.113|3g/)

    // The desk's p75 of the week reads them: within (1.8, 2.5], good.
    const figures = await webVitalFigures(payload)
    const lcp = figures.metrics.find((m) => m.metric === 'LCP')!
    const page = lcp.pages.find((p) => p.page === 'businessHardware')!
    expect(page.samples).toBe(2)
    expect(page.weekly.at(-1)).toBeGreaterThan(1.8)
    expect(page.weekly.at(-1)).toBeLessThanOrEqual(lcp.good)
    expect(page.weekly.slice(0, 3)).toEqual([null, null, null])
  })

  it('answers malformed, out-of-range, mistyped and oversized beacons with a 4xx, changing nothing', async () => {
    const ip = nextAddress()
    const [textBefore, storedBefore] = [await metricsText(), await storedCounts()]
    const answers = await Promise.all([
      send('{not json', ip),
      send('[]', ip),
      send(beacon({ metrics: { LCP: 10_000_000 } }), ip),
      send(beacon({ metrics: { CLS: -0.1 } }), ip),
      send(beacon({ metrics: { FID: 20 } }), ip),
      send(beacon({ path: '/en/news?q=private' }), ip),
      send(beacon({ path: '/admin' }), ip),
      send(beacon({ device: 'Mozilla/5.0 (iPhone)' }), ip),
      send(beacon({ connection: 'wifi' }), ip),
      send(beacon({ ip: '198.51.100.1' }), ip),
      send(beacon(), ip, 'application/x-www-form-urlencoded'),
      send(beacon({ path: `/en/${'x'.repeat(2000)}` }), ip),
    ])
    expect(answers.map((a) => a.status)).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 415, 413,
    ])
    for (const answer of answers)
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBeTruthy()
    expect(await metricsText()).toBe(textBefore)
    expect(await storedCounts()).toEqual(storedBefore)
  })

  it('refuses a flood from one address with 429, counting none of it', async () => {
    const flood = nextAddress()
    const { limit } = rateLimitSettings(process.env, 'VITALS')
    for (let i = 0; i < limit; i++) expect((await send(beacon(), flood)).status).toBe(204)
    const [textBefore, storedBefore] = [await metricsText(), await storedCounts()]
    const refused = await Promise.all(Array.from({ length: 5 }, () => send(beacon(), flood)))
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429, 429, 429])
    expect(refused[0]!.headers.get('retry-after')).toBeTruthy()
    expect(await metricsText()).toBe(textBefore)
    expect(await storedCounts()).toEqual(storedBefore)
    // Another address is not held back by it.
    expect((await send(beacon(), nextAddress())).status).toBe(204)
  })
})
