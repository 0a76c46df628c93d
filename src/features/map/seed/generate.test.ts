import { describe, expect, it } from 'vitest'

import { validateLocation } from '../stations/validation'
import { generateStations } from './generate'

describe('demo network', () => {
  it('is deterministic, in three countries, with valid OCPI EVSEs', () => {
    const a = generateStations(500)
    expect(generateStations(500).map((s) => s.ocpiId)).toEqual(a.map((s) => s.ocpiId))
    expect(new Set(a.map((s) => s.country))).toEqual(new Set(['UKR', 'PRT', 'MYS']))
    expect(new Set(a.map((s) => s.ocpiId)).size).toBe(500)
    for (const s of a.slice(0, 50)) {
      const result = validateLocation({
        country_code: s.countryCode,
        party_id: s.partyId,
        id: s.ocpiId,
        publish: true,
        name: s.name,
        address: s.address,
        city: s.city,
        postal_code: s.postalCode,
        country: s.country,
        coordinates: {
          latitude: (s.latitude as number).toFixed(6),
          longitude: (s.longitude as number).toFixed(6),
        },
        time_zone: s.timeZone,
        evses: s.evses,
        opening_times: s.openingTimes,
        facilities: s.facilities,
      })
      expect(result, JSON.stringify(result)).toMatchObject({ ok: true })
    }
  })
})
