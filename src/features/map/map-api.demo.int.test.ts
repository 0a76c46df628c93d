import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'

import {
  detail,
  getPlaces,
  getStation,
  getStations,
  kyivCentre,
  kyivStations,
  postComment,
  stations,
} from './map-api.testing'

/**
 * The map's API from its route handlers, on this file's copy of the demo content (the seeded
 * network, as `npm start` serves it): clustering, refusals, stations for app users only, and
 * malformed posts and queries.
 */
// Tests post far more than a visitor would (the limiter is covered by comments.int.test.ts).
process.env.FORMS_RATE_LIMIT = '1000000'
// The handlers' Payload is this one: set up here, it is closed before the file's database is dropped.
beforeAll(() => testPayload())

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
      const response = await getStations(bad)
      expect(response.status, bad).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'bad_request',
      )
    }
    expect((await getStation('NO-SUCH-STATION')).status).toBe(404)
    expect((await getStation('bad id!')).status).toBe(400)
  })

  it('omits the app-only details of stations for app users only', async () => {
    const city = await stations(kyivCentre)
    expect(city.clustered).toBe(false)
    const a = city.items.find((i) => i.kind === 'station' && i.appOnly)!
    const o = city.items.find((i) => i.kind === 'station' && !i.appOnly)!
    const detailA = await detail(a.id)
    const detailO = await detail(o.id)
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
        const response = await postComment(station!.id, body, type)
        expect(response.status, `${type} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy()
      }
    for (const q of ['', 'a', 'x'.repeat(101), '%00%00', '%%%'])
      expect((await getPlaces(q)).status, q).toBe(400)
  })
})
