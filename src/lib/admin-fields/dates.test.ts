import { enUS, pt, uk } from 'date-fns/locale'
import { describe, expect, it } from 'vitest'

import { adminDate } from './dates'

const i18n = (dateFNS: typeof enUS) => ({ dateFNS, t: (key: string) => key }) as never
const at = '2026-11-28T10:54:00Z'

describe('adminDate', () => {
  it('is Payload’s pattern in each admin language, with the zone’s offset', () => {
    expect(adminDate(at, i18n(enUS), 'UTC')).toBe('Nov 28, 2026, 10:54 AM (GMT+00:00)')
    expect(adminDate(at, i18n(pt), 'Europe/Lisbon')).toBe('28 de nov de 2026, 10:54 (GMT+00:00)')
    expect(adminDate(at, i18n(uk), 'Europe/Kyiv')).toBe('28 листоп. 2026 р., 12:54 (GMT+02:00)')
  })

  it('is empty for what is not a date', () => {
    expect(adminDate('not a date', i18n(enUS), 'UTC')).toBe('')
  })
})
