import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'

import { findStationDetail, findStationByOcpiKey, resetStationPins } from '../queries'
import { encodeToken } from './http'
import { describeRun, pullExitCode, runPull } from './pull'
import { ocpiLocation, ocpiTariff } from './ocpi.testing'

/**
 * A CPO's OCPI sender interface, served by the test: pages of two with Link headers, the token
 * checked, one broken record, two parties sharing the location id LOC1, a 429 on the way, and
 * `date_from` honoured (and remembered, for the incremental run).
 */
const token = 'cpo-secret-token'
type Seen = { path: string; dateFrom: string | null; auth: string | undefined }

const bad = {
  ...ocpiLocation('NL', 'AAA', 'BROKEN'),
  coordinates: { latitude: 'north' },
  time_zone: 'Mars/Olympus',
}
let locations: Record<string, unknown>[] = [
  ocpiLocation('NL', 'AAA', 'LOC1', { tariffIds: ['T1'] }),
  ocpiLocation('BE', 'BBB', 'LOC1', { lat: 50.85, lng: 4.35 }),
  bad,
  ocpiLocation('NL', 'AAA', 'LOC2', { lat: 52.2 }),
  ocpiLocation('BE', 'BBB', 'LOC2', { lat: 50.9 }),
]
const tariffs = [
  ocpiTariff('NL', 'AAA', 'T1'),
  { ...ocpiTariff('NL', 'AAA', 'T2'), currency: 'euro', elements: [] },
]

let server: Server
let base = ''
const seen: Seen[] = []
let throttleOnce = true

function answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
  const url = new URL(req.url ?? '/', base)
  seen.push({
    path: url.pathname,
    dateFrom: url.searchParams.get('date_from'),
    auth: req.headers.authorization,
  })
  if (req.headers.authorization !== `Token ${encodeToken(token)}`) {
    res.writeHead(401, { 'content-type': 'application/json' })
    return res.end(
      JSON.stringify({
        status_code: 2000,
        status_message: 'Unauthorized',
        timestamp: new Date().toISOString(),
      }),
    )
  }
  const offset = Number(url.searchParams.get('offset') ?? 0)
  if (offset === 2 && throttleOnce) {
    throttleOnce = false
    res.writeHead(429, { 'retry-after': '0' })
    return res.end()
  }
  const dateFrom = url.searchParams.get('date_from')
  const all = (url.pathname.endsWith('/tariffs') ? tariffs : locations).filter(
    (r) => !dateFrom || String(r.last_updated) >= dateFrom,
  )
  const limit = 2
  const page = all.slice(offset, offset + limit)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-total-count': String(all.length),
    'x-limit': String(limit),
  }
  if (offset + limit < all.length) {
    const next = new URL(url)
    next.searchParams.set('offset', String(offset + limit))
    next.searchParams.set('limit', String(limit))
    headers.link = `<${next}>; rel="next"`
  }
  res.writeHead(200, headers)
  res.end(
    JSON.stringify({
      data: page,
      status_code: 1000,
      status_message: 'Success',
      timestamp: new Date().toISOString(),
    }),
  )
}

beforeAll(async () => {
  server = createServer(answer)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  resetStationPins()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const pull = (module: 'locations' | 'tariffs', extra: { token?: string; full?: boolean } = {}) =>
  testPayload().then((payload) =>
    runPull(payload, {
      module,
      url: `${base}/ocpi/cpo/2.2.1/${module}`,
      token,
      retryBaseMs: 5,
      ...extra,
    }),
  )

describe('OCPI pull from a CPO: the token, the first run', () => {
  it('is refused without the token or with a wrong one, and records the failed run', async () => {
    for (const wrong of [undefined, 'not-the-token']) {
      const run = await pull('locations', { token: wrong })
      expect(run.status).toBe('failed')
      expect(run.error).toMatch(/401/)
      expect(pullExitCode(run)).toBe(1)
    }
    expect(seen.map((s) => s.auth)).toEqual([undefined, `Token ${encodeToken('not-the-token')}`])
  })

  it('follows the pages, retries a 429, lists the bad record with its field errors, keeps two parties apart', async () => {
    seen.length = 0
    const run = await pull('locations')
    expect(run).toMatchObject({
      status: 'succeeded',
      received: 5,
      created: 4,
      updated: 0,
      unchanged: 0,
      rejected: 1,
      error: null,
    })
    expect(pullExitCode(run)).toBe(0)
    // Pages at offset 0, 2 (throttled once, then again) and 4, all with the token.
    expect(seen.map((s) => new URL(s.path, base).pathname)).toHaveLength(4)
    expect(run.rejectedRecords).toEqual([
      {
        index: 2,
        id: 'BROKEN',
        errors: expect.arrayContaining([
          expect.stringMatching(/^coordinates/),
          expect.stringMatching(/^time_zone/),
        ]),
      },
    ])
    expect(describeRun(run).join('\n')).toMatch(/#2 \(BROKEN\): coordinates/)
    const payload = await testPayload()
    const nl = await findStationByOcpiKey(payload, {
      countryCode: 'NL',
      partyId: 'AAA',
      ocpiId: 'LOC1',
    })
    const be = await findStationByOcpiKey(payload, {
      countryCode: 'BE',
      partyId: 'BBB',
      ocpiId: 'LOC1',
    })
    expect(nl && be && nl.id !== be.id).toBe(true)
    expect(nl!.publicId).toBe('LOC1')
    expect(be!.publicId).toBe('BE-BBB-LOC1')
    expect((await findStationDetail(payload, 'BE-BBB-LOC1'))?.lat).toBe(50.85)
    expect((await findStationDetail(payload, 'LOC1'))?.lat).toBe(52.1)
  })
})

describe('OCPI pull from a CPO: incremental runs, tariffs', () => {
  it('asks only for changes since the last successful run started', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'ocpi-runs',
      where: { status: { equals: 'succeeded' } },
      sort: '-startedAt',
      limit: 1,
      overrideAccess: true,
    })
    const previousStart = docs[0]!.startedAt
    locations = locations.map((l) =>
      l.id === 'LOC2' && l.party_id === 'AAA'
        ? ocpiLocation('NL', 'AAA', 'LOC2', {
            lat: 52.2,
            status: 'CHARGING',
            lastUpdated: new Date(Date.now() + 1000).toISOString(),
          })
        : l,
    )
    seen.length = 0
    const run = await pull('locations')
    expect(seen[0]!.dateFrom).toBe(previousStart)
    expect(run).toMatchObject({
      status: 'succeeded',
      received: 1,
      updated: 1,
      rejected: 0,
      dateFrom: previousStart,
    })
    expect(
      (await findStationByOcpiKey(payload, { countryCode: 'NL', partyId: 'AAA', ocpiId: 'LOC2' }))
        ?.statusSummary,
    ).toBe('occupied')
    // --full asks for everything again.
    seen.length = 0
    expect(await pull('locations', { full: true })).toMatchObject({
      received: 5,
      unchanged: 4,
      rejected: 1,
    })
    expect(seen[0]!.dateFrom).toBeNull()
  })

  it('pulls tariffs, which then price the connectors that name them', async () => {
    const run = await pull('tariffs')
    expect(run).toMatchObject({ status: 'succeeded', received: 2, created: 1, rejected: 1 })
    expect(JSON.stringify(run.rejectedRecords)).toMatch(/currency: ISO 4217/)
    const detail = await findStationDetail(await testPayload(), 'LOC1')
    expect(detail?.details?.evses[0]?.connectors[0]?.price).toEqual({
      currency: 'EUR',
      perKwh: 0.484,
      perMinute: 0.0363,
      startFee: 1.21,
      idlePerMinute: 0.121,
      vatPercent: 21,
      includesVat: true,
    })
  })
})

describe('scheduled pulls', () => {
  it('run on one instance at a time (a lease), when due, and record themselves', async () => {
    const { pullIfDue } = await import('./schedule')
    const { takeLease, releaseLease } = await import('../stations/leases')
    const payload = await testPayload()
    // A source not pulled before in this file (a manual pull of the same URL counts as the last
    // run).
    const url = `${base}/ocpi/cpo/2.2.1/tariffs?feed=scheduled`
    const env = { OCPI_TOKEN: token, OCPI_PULL_INTERVAL_SECONDS: '3600' }
    // Another instance holds the lease: this one does not pull.
    expect(await takeLease(payload, 'lease:ocpi-pull:tariffs', 'other-instance', 60_000)).toBe(true)
    expect(await pullIfDue(payload, 'tariffs', url, env)).toBe(false)
    await releaseLease(payload, 'lease:ocpi-pull:tariffs', 'other-instance')
    // Two passes at once on this instance (or two instances): one pull.
    const before = (
      await payload.count({
        collection: 'ocpi-runs',
        where: { trigger: { equals: 'schedule' } },
        overrideAccess: true,
      })
    ).totalDocs
    const results = await Promise.all([
      pullIfDue(payload, 'tariffs', url, env),
      pullIfDue(payload, 'tariffs', url, env),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    // Not due again within the interval.
    expect(await pullIfDue(payload, 'tariffs', url, env)).toBe(false)
    const runs = await payload.find({
      collection: 'ocpi-runs',
      where: { trigger: { equals: 'schedule' } },
      overrideAccess: true,
    })
    expect(runs.totalDocs - before).toBe(1)
    expect(runs.docs[0]).toMatchObject({ module: 'tariffs', status: 'succeeded', source: url })
  })
})
