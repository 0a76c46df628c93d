import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memoryRateLimiter } from '@/lib/rate-limit'

import { asUser, testPayload } from '../../../../tests/support/payload'
import { postComment } from './comments'
import { importOcpiLocations, readOcpiSource } from '../ocpi/importer'
import { findStationByIdentity } from '../queries'

// The routes themselves, on this file's database (they reach Payload through the same config).
process.env.PLACES_RATE_LIMIT = '30'
const commentsRoute = await import('@/app/api/v1/stations/[id]/comments/route')
const placesRoute = await import('@/app/api/v1/map/places/route')

let payload: Payload
const lisbon = 'PT-ABC-LIS-0001'

const at = (id: string) => ({ params: Promise.resolve({ id }) })
const post = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  commentsRoute.POST(
    new NextRequest(`http://localhost/api/v1/stations/${id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.5', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    at(id),
  )
const list = async (id: string, page?: string) => {
  const response = await commentsRoute.GET(
    new NextRequest(
      `http://localhost/api/v1/stations/${id}/comments${page ? `?page=${page}` : ''}`,
    ),
    at(id),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      total: number
      page: number
      pages: number
      items: { authorName: string; body: string }[]
      error?: { code: string; field?: string }
    },
  }
}
const places = async (query: string, ip = '198.51.100.1') => {
  const response = await placesRoute.GET(
    new NextRequest(`http://localhost/api/v1/map/places?${query}`, {
      headers: { 'x-client-ip': ip },
    }),
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      places: { label: string; kind: string; lat: number; lng: number; bbox?: number[] }[]
      error?: { code: string; field?: string }
    },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  await importOcpiLocations(
    payload,
    await readOcpiSource(
      path.resolve(import.meta.dirname, '../ocpi/fixtures/locations-valid.json'),
    ),
  )
  const base = {
    countryCode: 'PT',
    partyId: 'VLT',
    country: 'PRT',
    timeZone: 'Europe/Lisbon',
    type: 'public',
    currency: 'EUR',
    evses: [],
  }
  await payload.create({
    collection: 'stations',
    data: {
      ...base,
      ocpiId: 'PT-VLT-SET-0001',
      name: 'Setúbal Mercado',
      address: 'Avenida Luísa Todi, 12',
      city: 'Setúbal',
      latitude: 38.5244,
      longitude: -8.8882,
    } as never,
  })
  await payload.create({
    collection: 'stations',
    data: {
      ...base,
      ocpiId: 'PT-VLT-SET-0002',
      name: 'Setúbal Doca',
      address: 'Avenida Luísa Todi, 80',
      city: 'Setúbal',
      latitude: 38.52,
      longitude: -8.9,
    } as never,
  })
  await payload.create({
    collection: 'stations',
    data: {
      ...base,
      ocpiId: 'PT-VLT-SET-0003',
      name: 'Setúbal App',
      address: 'Rua Direita, 3',
      city: 'Setúbal',
      latitude: 38.53,
      longitude: -8.88,
      appUsersOnly: true,
    } as never,
  })
})

describe('comments on a station', () => {
  it('stores a posted comment unapproved, shows it and counts it only once an editor approves it', async () => {
    const response = await post(lisbon, {
      authorName: '  Ana   Sousa ',
      body: 'Carregou rápido, boa iluminação.',
      locale: 'pt',
      website: '',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Obrigado! O seu comentário aparecerá aqui depois de aprovado por um moderador.',
    })
    const station = (await findStationByIdentity(payload, lisbon))!
    const stored = await payload.find({
      collection: 'station-comments',
      where: { station: { equals: station.id } },
      overrideAccess: true,
    })
    expect(stored.docs).toMatchObject([
      { authorName: 'Ana Sousa', body: 'Carregou rápido, boa iluminação.', approved: false },
    ])
    expect((await list(lisbon)).body).toMatchObject({ total: 0, items: [] })
    expect((await findStationByIdentity(payload, lisbon))!.commentsCount).toBe(0)

    // An editor approves it in the back office (as that user, with access control on).
    await payload.update({
      collection: 'station-comments',
      id: stored.docs[0]!.id,
      data: { approved: true },
      ...asUser(['editor']),
    })
    expect((await findStationByIdentity(payload, lisbon))!.commentsCount).toBe(1)
    expect((await list(lisbon)).body).toMatchObject({
      total: 1,
      items: [{ authorName: 'Ana Sousa' }],
    })
  })

  it('lists approved comments newest first, five a page', async () => {
    const station = (await findStationByIdentity(payload, lisbon))!
    for (let i = 1; i <= 7; i++) {
      await payload.create({
        collection: 'station-comments',
        data: {
          station: station.id,
          authorName: `Driver ${i}`,
          body: `Visit ${i}`,
          approved: true,
        },
        overrideAccess: true,
      })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const first = await list(lisbon)
    expect(first.body).toMatchObject({ total: 8, page: 1, pages: 2 })
    expect(first.body.items.map((c) => c.authorName)).toEqual([
      'Driver 7',
      'Driver 6',
      'Driver 5',
      'Driver 4',
      'Driver 3',
    ])
    expect((await list(lisbon, '2')).body.items.map((c) => c.authorName)).toEqual([
      'Driver 2',
      'Driver 1',
      'Ana Sousa',
    ])
    for (const bad of ['0', '-1', '1.5', 'x', '51'])
      expect((await list(lisbon, bad)).body.error, bad).toMatchObject({
        code: 'bad_request',
        field: 'page',
      })
  })

  it('answers bad input with 4xx JSON in the site error shape and stores nothing', async () => {
    const before = (await payload.count({ collection: 'station-comments', overrideAccess: true }))
      .totalDocs
    const cases: [unknown, number, string, string?][] = [
      [{ authorName: '', body: 'Fine station.' }, 400, 'invalid', 'authorName'],
      [{ authorName: 'x'.repeat(81), body: 'Fine station.' }, 400, 'invalid', 'authorName'],
      [{ authorName: 'Rui', body: 'ok' }, 400, 'invalid', 'body'],
      [{ authorName: 'Rui', body: 'y'.repeat(1001) }, 400, 'invalid', 'body'],
      [{ authorName: 'Rui', body: 42 }, 400, 'invalid', 'body'],
      ['{"authorName":', 400, 'invalid_json'],
      ['[1,2]', 400, 'invalid_body'],
      [{ authorName: 'Rui', body: 'z'.repeat(9000) }, 413, 'too_large'],
    ]
    for (const [body, status, code, field] of cases) {
      const response = await post(lisbon, body)
      const answer = (await response.json()) as {
        error: { code: string; field?: string; message: string }
      }
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status)
      expect(answer.error.code).toBe(code)
      if (field) expect(answer.error.field).toBe(field)
    }
    const english = (await (
      await post(lisbon, { authorName: 'Rui', body: 'ok', locale: 'en' })
    ).json()) as { error: { message: string } }
    expect(english.error.message).toBe('Please write a comment of 3 to 1000 characters.')
    const plain = await commentsRoute.POST(
      new NextRequest(`http://localhost/api/v1/stations/${lisbon}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      }),
      at(lisbon),
    )
    expect(plain.status).toBe(415)
    expect((await post('NO-SUCH-STATION', { authorName: 'Rui', body: 'Nice place.' })).status).toBe(
      404,
    )
    expect((await post('bad id!', { authorName: 'Rui', body: 'Nice place.' })).status).toBe(400)
    // Stations for app users only keep their comments in the app.
    expect((await post('PT-VLT-SET-0003', { authorName: 'Rui', body: 'Nice place.' })).status).toBe(
      404,
    )
    expect((await list('PT-VLT-SET-0003')).status).toBe(404)
    // A filled honeypot looks like a success to the bot and stores nothing.
    expect(
      (
        await post(lisbon, {
          authorName: 'Bot',
          body: 'Buy cheap things now',
          website: 'https://spam.example',
        })
      ).status,
    ).toBe(200)
    expect(
      (await payload.count({ collection: 'station-comments', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })

  it('limits posts per address (429, translated, Retry-After) and checks the captcha when configured', async () => {
    const limiter = memoryRateLimiter(2, 60_000)
    const context = {
      ip: '192.0.2.9',
      contentType: 'application/json',
      acceptLanguage: 'uk',
      limiter,
    }
    const body = JSON.stringify({ authorName: 'Taras', body: 'Швидка зарядка.' })
    expect((await postComment(payload, lisbon, body, context)).status).toBe(201)
    expect((await postComment(payload, lisbon, body, context)).status).toBe(201)
    const limited = await postComment(payload, lisbon, body, context)
    expect(limited.status).toBe(429)
    expect(limited.headers?.['Retry-After']).toMatch(/^\d+$/)
    expect(limited.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/[а-яі]/) },
    })

    process.env.RECAPTCHA_SITE_KEY = 'site-key'
    process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
    try {
      const missing = await postComment(payload, lisbon, body, {
        ...context,
        ip: '192.0.2.10',
        limiter: memoryRateLimiter(10, 60_000),
      })
      expect(missing).toMatchObject({
        status: 400,
        body: { error: { code: 'captcha_missing', field: 'captchaToken' } },
      })
    } finally {
      delete process.env.RECAPTCHA_SITE_KEY
      delete process.env.RECAPTCHA_SECRET_KEY
    }
  })
})

describe('place search', () => {
  it("finds the stations' cities, streets and addresses, accents and case ignored, cities first", async () => {
    const city = await places('q=setubal&locale=pt')
    expect(city.status).toBe(200)
    expect(city.body.places[0]).toMatchObject({ label: 'Setúbal, Portugal', kind: 'city' })
    expect(city.body.places[0]!.bbox).toHaveLength(4)
    const street = await places('q=LUISA%20todi')
    expect(street.body.places.map((p) => p.kind)).toEqual(['street', 'address', 'address'])
    expect(street.body.places[0]!.label).toBe('Avenida Luísa Todi, Setúbal')
    const address = await places('q=todi%2080')
    expect(address.body.places).toEqual([
      { label: 'Avenida Luísa Todi, 80, Setúbal', kind: 'address', lat: 38.52, lng: -8.9 },
    ])
    expect((await places('q=Lisb&locale=ua')).body.places[0]!.label).toBe('Lisboa, Португалія')
    expect((await places('q=Atlantis')).body.places).toEqual([])
    expect(city.headers.get('cache-control')).toContain('s-maxage=60')
  })

  it('refuses bad queries with 400 and limits searches per address', async () => {
    for (const query of [
      '',
      'q=',
      'q=a',
      `q=${'k'.repeat(101)}`,
      'q=%00%01ab',
      'q=--',
      'q=Lisboa&locale=de',
    ]) {
      const answer = await places(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.error?.code).toBe('bad_request')
    }
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await places('q=Lisboa', '198.51.100.77')).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses.at(-1)).toBe(429)
    expect((await places('q=Lisboa', '198.51.100.78')).status).toBe(200)
  })

  describe('with a geocoder configured', () => {
    let server: Server
    const asked: string[] = []
    beforeAll(async () => {
      server = createServer((req, res) => {
        asked.push(req.url ?? '')
        if (req.url?.includes('slow')) return // never answers: the timeout must end it
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                geometry: { type: 'Point', coordinates: [13.405, 52.52] },
                properties: {
                  name: 'Berlin',
                  country: 'Germany',
                  extent: [13.08, 52.67, 13.76, 52.33],
                },
              },
            ],
          }),
        )
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      process.env.GEOCODER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
      process.env.GEOCODER_TIMEOUT_MS = '300'
    })
    afterAll(() => {
      delete process.env.GEOCODER_URL
      delete process.env.GEOCODER_TIMEOUT_MS
      server.closeAllConnections()
      server.close()
    })

    it("adds its places after the stations' own, asked by the server; a slow geocoder leaves the own ones", async () => {
      const berlin = await places('q=Berlin&locale=en', '198.51.100.2')
      expect(berlin.body.places).toEqual([
        {
          label: 'Berlin, Germany',
          kind: 'place',
          lat: 52.52,
          lng: 13.405,
          bbox: [13.08, 52.33, 13.76, 52.67],
        },
      ])
      expect(asked.at(-1)).toMatch(/^\/api\?q=Berlin&limit=8&lang=en$/)
      const started = Date.now()
      const slow = await places('q=Setubal%20slow', '198.51.100.2')
      expect(Date.now() - started).toBeLessThan(2000)
      expect(slow.status).toBe(200)
      expect(slow.body.places).toEqual([])
      const own = await places('q=Setubal&locale=en', '198.51.100.2')
      expect(own.body.places[0]).toMatchObject({ label: 'Setúbal, Portugal', kind: 'city' })
    })
  })
})
