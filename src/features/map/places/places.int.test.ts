import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { createTestStations } from '../stations/stations.testing'

// The route itself, on this file's database (it reaches Payload through the same config).
process.env.PLACES_RATE_LIMIT = '30'
const placesRoute = await import('@/app/api/v1/map/places/handler')

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
  await createTestStations(await testPayload())
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
