import { describe, expect, it } from 'vitest'

import { get } from './http'

/**
 * What only the production server shows of OCPI: its paths reach the receiver untouched. The
 * receiver's answers themselves are src/features/map/ocpi/ocpi-api.int.test.ts's.
 */
describe('OCPI over HTTP (production build)', () => {
  // The e2e server has OCPI_RECEIVER_TOKEN set, so the receiver answers 401 without the token.
  it('OCPI paths are machine endpoints: never locale-redirected, dotted ids not taken for files', async () => {
    for (const path of [
      '/ocpi/2.2.1/locations/NL/AAA/LOC1',
      '/ocpi/2.2.1/locations/NL/AAA/LOC.1/E.1',
      '/ocpi/2.2.1/tariffs/NL/AAA/T1',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toMatchObject({ data: null, status_code: 2000 })
    }
  })
})
