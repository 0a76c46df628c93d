import { describe, expect, it } from 'vitest'

import * as locationsRoute from '@/app/ocpi/2.2.1/locations/[...path]/route'
import * as tariffsRoute from '@/app/ocpi/2.2.1/tariffs/[...path]/route'
import * as versionRoute from '@/app/api/v1/stations/version/handler'

import { setUpTestReceiver } from './receiver.testing'

/**
 * The OCPI receiver's answer to a peer without the token, and the map's version, from their route
 * handlers on this file's database. That the production server passes /ocpi/… through untouched
 * (no locale redirect, dotted ids not taken for files) is tests/e2e/ocpi.test.ts's.
 */
// The receiver on (it is off without OCPI_RECEIVER_TOKEN: receiver-locations.int.test.ts).
setUpTestReceiver()

const ocpiGet = (route: typeof locationsRoute | typeof tariffsRoute, path: string) =>
  route.GET(new Request(`http://localhost${path}`), {
    params: Promise.resolve({ path: path.split('/').slice(4) }),
  })

describe('OCPI and the map version from their handlers', () => {
  it('OCPI paths are machine endpoints: answered in the OCPI envelope, 401 without the token', async () => {
    for (const [route, path] of [
      [locationsRoute, '/ocpi/2.2.1/locations/NL/AAA/LOC1'],
      [locationsRoute, '/ocpi/2.2.1/locations/NL/AAA/LOC.1/E.1'],
      [tariffsRoute, '/ocpi/2.2.1/tariffs/NL/AAA/T1'],
    ] as const) {
      const response = await ocpiGet(route, path)
      expect(response.status, path).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(response.headers.get('www-authenticate')).toBe('Token')
      expect(await response.json()).toMatchObject({
        data: null,
        status_code: 2000,
        status_message: expect.stringMatching(/Unauthorized/),
      })
    }
  })

  it('GET /api/v1/stations/version answers an opaque version, never cached', async () => {
    const response = await versionRoute.GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(await response.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+$/) })
  })
})
