import { describe, expect, it } from 'vitest'

import { get } from './http'

describe('OCPI and the map version over HTTP (production build)', () => {
  // The e2e server has OCPI_RECEIVER_TOKEN set (the receiver is off without it:
  // receiver.int.test.ts).
  it('OCPI paths are machine endpoints: never locale-redirected, answered in the OCPI envelope, 401 without the token', async () => {
    for (const path of [
      '/ocpi/2.2.1/locations/NL/AAA/LOC1',
      '/ocpi/2.2.1/locations/NL/AAA/LOC.1/E.1',
      '/ocpi/2.2.1/tariffs/NL/AAA/T1',
    ]) {
      const response = await get(path)
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
    const response = await get('/api/v1/stations/version')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(await response.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+$/) })
  })
})
