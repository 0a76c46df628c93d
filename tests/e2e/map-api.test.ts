import { describe, expect, it } from 'vitest'

import { baseURL } from './browser'
import { get } from './http'
import { kyivCentre, kyivStations, stations } from './map-stations'

describe('stations API', () => {
  it('clusters a whole country, answers 400 JSON for bad input and 404 for unknown stations', async () => {
    const ukraine = await stations('bbox=22,44,41,53&zoom=5')
    expect(ukraine.clustered).toBe(true)
    expect(ukraine.total).toBeGreaterThan(1500)
    expect(ukraine.items.length).toBeLessThan(300)
    for (const bad of [
      '',
      'bbox=1,2,3',
      'bbox=0,0,1,1&zoom=99',
      'bbox=0,0,1,1&power=9kW',
      'bbox=0,0,1,1&type=secret',
    ]) {
      const response = await get(`/api/v1/stations?${bad}`)
      expect(response.status, bad).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'bad_request',
      )
    }
    expect((await get('/api/v1/stations/NO-SUCH-STATION')).status).toBe(404)
    expect((await get('/api/v1/stations/bad%20id!')).status).toBe(400)
  })

  it('omits the app-only details of stations for app users only', async () => {
    const city = await stations(kyivCentre)
    expect(city.clustered).toBe(false)
    const a = city.items.find((i) => i.kind === 'station' && i.appOnly)!
    const o = city.items.find((i) => i.kind === 'station' && !i.appOnly)!
    const detailA = (await (await get(`/api/v1/stations/${a.id}`)).json()) as Record<
      string,
      unknown
    >
    const detailO = (await (await get(`/api/v1/stations/${o.id}`)).json()) as Record<
      string,
      unknown
    >
    expect(detailA.appUsersOnly).toBe(true)
    expect(detailA.details).toBeUndefined()
    expect(detailO.details).toBeTruthy()
  })

  it('answers malformed comment posts and place queries with 4xx JSON, never 5xx', async () => {
    const [station] = await kyivStations(1)
    const bodies = [
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '{"authorName":{}}',
      '{"authorName":"a","body":"b"}',
      JSON.stringify({ authorName: 'x'.repeat(5000), body: 'y' }),
      '\u0000\u0001',
      'a'.repeat(20_000),
    ]
    for (const body of bodies)
      for (const type of ['application/json', 'text/plain', '']) {
        const response = await fetch(
          new URL(`/api/v1/stations/${station!.id}/comments`, baseURL()),
          { method: 'POST', headers: type ? { 'content-type': type } : {}, body },
        )
        expect(response.status, `${type} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy()
      }
    for (const q of ['', 'a', 'x'.repeat(101), '%00%00', '%%%'])
      expect((await get(`/api/v1/map/places?q=${q}`)).status, q).toBe(400)
  })
})
