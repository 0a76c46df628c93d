import { describe, expect, it } from 'vitest'

import {
  connectorPowerKw,
  derivedColumns,
  openState,
  powerBand,
  siteStatus,
  stationStatus,
  type OcpiEvse,
} from './model'
import { validateLocation } from './validation'
import valid from '../ocpi/fixtures/locations-valid.json'

describe('OCPI status mapping', () => {
  it('maps every OCPI status to what the map shows', () => {
    const shown = {
      AVAILABLE: 'free',
      CHARGING: 'occupied',
      BLOCKED: 'occupied',
      RESERVED: 'occupied',
      OUTOFORDER: 'repair',
      INOPERATIVE: 'repair',
      UNKNOWN: 'repair',
    } as const
    for (const [status, site] of Object.entries(shown))
      expect(siteStatus(status as keyof typeof shown)).toBe(site)
  })
  it('summarises a station: free if any EVSE is free, else occupied, else under repair', () => {
    expect(stationStatus([{ status: 'CHARGING' }, { status: 'AVAILABLE' }])).toBe('free')
    expect(stationStatus([{ status: 'RESERVED' }, { status: 'OUTOFORDER' }])).toBe('occupied')
    expect(stationStatus([{ status: 'INOPERATIVE' }, { status: 'REMOVED' }])).toBe('repair')
    expect(stationStatus([])).toBe('repair')
  })
})

describe('power', () => {
  it('reads kW from watts or from voltage and amperage', () => {
    expect(connectorPowerKw({ power_type: 'AC_3_PHASE', max_voltage: 230, max_amperage: 16 })).toBe(
      11,
    )
    expect(connectorPowerKw({ power_type: 'DC', max_voltage: 500, max_amperage: 125 })).toBe(62.5)
    expect(
      connectorPowerKw({
        power_type: 'DC',
        max_voltage: 920,
        max_amperage: 400,
        max_electric_power: 350000,
      }),
    ).toBe(350)
  })
  it('puts powers in the legend bands 2-7, 11-22, 50+, 120+ kW', () => {
    expect([3.7, 7.4, 11, 22, 43, 50, 60, 119, 120, 350].map(powerBand)).toEqual([
      '2-7',
      '2-7',
      '11-22',
      '11-22',
      '11-22',
      '50+',
      '50+',
      '50+',
      '120+',
      '120+',
    ])
  })
  it('derives the indexed filter columns', () => {
    const evses: OcpiEvse[] = [
      {
        uid: 'a',
        status: 'CHARGING',
        connectors: [
          {
            id: '1',
            standard: 'CHADEMO',
            format: 'CABLE',
            power_type: 'DC',
            max_voltage: 500,
            max_amperage: 125,
            max_electric_power: 50000,
          },
        ],
      },
      {
        uid: 'b',
        status: 'AVAILABLE',
        connectors: [
          {
            id: '1',
            standard: 'IEC_62196_T2',
            format: 'SOCKET',
            power_type: 'AC_3_PHASE',
            max_voltage: 400,
            max_amperage: 32,
            max_electric_power: 22000,
          },
        ],
      },
    ]
    expect(derivedColumns(evses)).toEqual({
      maxPowerKw: 50,
      powerBand: '50+',
      statusSummary: 'free',
      connectorStandards: '|CHADEMO|IEC_62196_T2|',
    })
  })
})

describe('opening hours', () => {
  const hours = {
    twentyfourseven: false,
    regular_hours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      period_begin: '08:00',
      period_end: '20:00',
    })),
  }
  it('is 24 hours when twentyfourseven', () => {
    expect(openState({ twentyfourseven: true }, 'Europe/Kyiv')).toEqual({ allDay: true })
  })
  it('is open with its closing time, in the station time zone', () => {
    // Wednesday 2026-11-18 10:00 UTC is 12:00 in Kyiv and 18:00 in Kuala Lumpur.
    const now = new Date('2026-11-18T10:00:00Z')
    expect(openState(hours, 'Europe/Kyiv', now)).toEqual({
      allDay: false,
      open: true,
      closesAt: '20:00',
    })
    expect(openState(hours, 'Asia/Kuala_Lumpur', new Date('2026-11-18T13:00:00Z'))).toEqual({
      allDay: false,
      open: false,
      opensAt: '08:00',
    })
  })
  it('is closed at the weekend until Monday', () => {
    expect(openState(hours, 'Europe/Lisbon', new Date('2026-11-21T12:00:00Z'))).toEqual({
      allDay: false,
      open: false,
      opensAt: '08:00',
    })
  })
  it('handles periods past midnight', () => {
    const night = {
      twentyfourseven: false,
      regular_hours: [{ weekday: 5, period_begin: '18:00', period_end: '02:00' }],
    }
    // Saturday 01:00 in Lisbon (UTC+0 in November).
    expect(openState(night, 'Europe/Lisbon', new Date('2026-11-21T01:00:00Z'))).toEqual({
      allDay: false,
      open: true,
      closesAt: '02:00',
    })
  })
})

describe('OCPI validation', () => {
  it('accepts valid locations', () => {
    for (const loc of valid.data) expect(validateLocation(loc)).toMatchObject({ ok: true })
  })
  it('reports every field error with its path', () => {
    const result = validateLocation({
      ...valid.data[0],
      coordinates: { latitude: '95.0', longitude: 'x' },
      time_zone: 'Nowhere/City',
      evses: [{ uid: 'a', status: 'BROKEN', connectors: [] }],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('coordinates'),
        expect.stringContaining('time_zone'),
        expect.stringContaining('evses[0].status'),
        expect.stringContaining('evses[0].connectors'),
      ]),
    )
  })
})
