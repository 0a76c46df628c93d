import { describe, expect, it } from 'vitest'

import { get } from './http'

describe('OCPI and the map version over HTTP (production build)', () => {
  it('OCPI paths are machine endpoints: never locale-redirected, answered in the OCPI envelope (receiver off without its token)', async () => {
    for (const path of ['/ocpi/2.2.1/locations/NL/AAA/LOC1', '/ocpi/2.2.1/locations/NL/AAA/LOC.1/E.1', '/ocpi/2.2.1/tariffs/NL/AAA/T1']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toMatchObject({ data: null, status_code: 2000, status_message: expect.stringMatching(/not enabled/) })
    }
  })

  it('GET /api/v1/stations/version answers an opaque version, never cached', async () => {
    const response = await get('/api/v1/stations/version')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(await response.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+$/) })
  })
})
