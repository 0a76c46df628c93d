import { describe, expect, it } from 'vitest'

import { validateTariff, type OcpiTariff } from './model'
import { demoTariffs } from './seed'
import {
  chooseTariff,
  connectorPrice,
  elementApplies,
  legacySummary,
  summarizeTariff,
} from './summary'

const base = {
  country_code: 'PT',
  party_id: 'ABC',
  currency: 'EUR',
  last_updated: '2026-01-01T00:00:00Z',
}
const lisbon = { timeZone: 'Europe/Lisbon', powerKw: 22 }
// A Wednesday, 14:30 in Lisbon (UTC+0 in winter).
const wednesdayAfternoon = new Date('2026-01-07T14:30:00Z')

describe('price summary of an OCPI tariff: components and VAT', () => {
  it('reads energy, time (per hour → per minute), flat and parking, adding the VAT it states', () => {
    const tariff: OcpiTariff = {
      ...base,
      id: 'T1',
      elements: [
        {
          price_components: [
            { type: 'ENERGY', price: 0.4, vat: 23, step_size: 1 },
            { type: 'TIME', price: 1.2, vat: 23, step_size: 60 },
            { type: 'FLAT', price: 1, vat: 23, step_size: 1 },
            { type: 'PARKING_TIME', price: 6, vat: 23, step_size: 60 },
          ],
        },
      ],
    }
    expect(summarizeTariff(tariff, { ...lisbon, now: wednesdayAfternoon })).toEqual({
      currency: 'EUR',
      perKwh: 0.492,
      perMinute: 0.0246,
      startFee: 1.23,
      idlePerMinute: 0.123,
      vatPercent: 23,
      includesVat: true,
    })
  })

  it('shows prices as they are, and says so, when the tariff states no VAT', () => {
    const tariff: OcpiTariff = {
      ...base,
      id: 'T2',
      elements: [{ price_components: [{ type: 'ENERGY', price: 0.3, step_size: 1 }] }],
    }
    expect(summarizeTariff(tariff, { ...lisbon, now: wednesdayAfternoon })).toMatchObject({
      perKwh: 0.3,
      perMinute: null,
      startFee: null,
      idlePerMinute: null,
      vatPercent: null,
      includesVat: false,
    })
  })
})

describe('price summary of an OCPI tariff: restrictions', () => {
  it('takes, per dimension, the first element whose restrictions hold now in the station time zone', () => {
    const tariff: OcpiTariff = {
      ...base,
      id: 'NIGHT',
      elements: [
        {
          price_components: [{ type: 'ENERGY', price: 0.2, step_size: 1 }],
          restrictions: { start_time: '22:00', end_time: '06:00' },
        },
        {
          price_components: [{ type: 'ENERGY', price: 0.3, step_size: 1 }],
          restrictions: { day_of_week: ['SATURDAY', 'SUNDAY'] },
        },
        { price_components: [{ type: 'ENERGY', price: 0.4, step_size: 1 }] },
      ],
    }
    expect(summarizeTariff(tariff, { ...lisbon, now: wednesdayAfternoon }).perKwh).toBe(0.4)
    // 23:30 in Lisbon: the night element (running past midnight).
    expect(
      summarizeTariff(tariff, { ...lisbon, now: new Date('2026-01-07T23:30:00Z') }).perKwh,
    ).toBe(0.2)
    expect(
      summarizeTariff(tariff, { ...lisbon, now: new Date('2026-01-08T05:59:00Z') }).perKwh,
    ).toBe(0.2)
    // Saturday afternoon: the weekend element.
    expect(
      summarizeTariff(tariff, { ...lisbon, now: new Date('2026-01-10T14:00:00Z') }).perKwh,
    ).toBe(0.3)
    // The same instant is already night in Kyiv (UTC+2).
    expect(
      summarizeTariff(tariff, {
        timeZone: 'Europe/Kyiv',
        powerKw: 22,
        now: new Date('2026-01-07T20:30:00Z'),
      }).perKwh,
    ).toBe(0.2)
  })

  it('judges session restrictions at the start, and still shows an idle fee that starts later', () => {
    const tariff: OcpiTariff = {
      ...base,
      id: 'SESSION',
      elements: [
        {
          price_components: [{ type: 'ENERGY', price: 0.5, step_size: 1 }],
          restrictions: { min_kwh: 20 },
        },
        {
          price_components: [{ type: 'ENERGY', price: 0.35, step_size: 1 }],
          restrictions: { max_power: 50 },
        },
        { price_components: [{ type: 'ENERGY', price: 0.6, step_size: 1 }] },
        {
          price_components: [{ type: 'PARKING_TIME', price: 12, step_size: 60 }],
          restrictions: { min_duration: 3600 },
        },
        {
          price_components: [{ type: 'FLAT', price: 5, step_size: 1 }],
          restrictions: { reservation: 'RESERVATION' },
        },
      ],
    }
    const ac = summarizeTariff(tariff, { ...lisbon, now: wednesdayAfternoon })
    expect(ac).toMatchObject({ perKwh: 0.35, idlePerMinute: 0.2, startFee: null })
    // A 150 kW charger is past max_power: the general element.
    expect(
      summarizeTariff(tariff, { ...lisbon, powerKw: 150, now: wednesdayAfternoon }).perKwh,
    ).toBe(0.6)
    expect(
      elementApplies(
        { price_components: [], restrictions: { start_date: '2026-02-01' } },
        { ...lisbon, now: wednesdayAfternoon },
      ),
    ).toBe(false)
    expect(
      elementApplies(
        { price_components: [], restrictions: { end_date: '2026-01-07' } },
        { ...lisbon, now: wednesdayAfternoon },
      ),
    ).toBe(false)
  })
})

describe('price summary of an OCPI tariff: choosing and validating tariffs', () => {
  it('chooses an ad-hoc tariff first, skips tariffs out of their validity, falls back to the site price', () => {
    const t = (id: string, extra: Partial<OcpiTariff> = {}): OcpiTariff => ({
      ...base,
      id,
      elements: [{ price_components: [{ type: 'ENERGY', price: 1, step_size: 1 }] }],
      ...extra,
    })
    const tariffs = new Map(
      [
        t('PROFILE', { type: 'PROFILE_GREEN' }),
        t('REG', { type: 'REGULAR' }),
        t('ADHOC', { type: 'AD_HOC_PAYMENT' }),
        t('OLD', { type: 'AD_HOC_PAYMENT', end_date_time: '2025-01-01T00:00:00Z' }),
      ].map((x) => [x.id, x]),
    )
    expect(chooseTariff(['PROFILE', 'REG', 'ADHOC'], tariffs, wednesdayAfternoon)?.id).toBe('ADHOC')
    expect(chooseTariff(['PROFILE', 'OLD', 'REG'], tariffs, wednesdayAfternoon)?.id).toBe('REG')
    expect(chooseTariff(['PROFILE'], tariffs, wednesdayAfternoon)?.id).toBe('PROFILE')
    expect(chooseTariff(['MISSING'], tariffs, wednesdayAfternoon)).toBeNull()
    const station = { currency: 'EUR', timeZone: 'Europe/Lisbon' }
    expect(
      connectorPrice({ tariff_ids: ['MISSING'], tariff_per_kwh: 0.55 }, tariffs, station, {
        now: wednesdayAfternoon,
        powerKw: 50,
      }),
    ).toEqual(legacySummary(0.55, 'EUR'))
    expect(
      connectorPrice({}, tariffs, station, { now: wednesdayAfternoon, powerKw: 50 }),
    ).toBeNull()
  })

  it('validates OCPI tariffs with field paths, and the demo tariffs are valid', () => {
    for (const tariff of demoTariffs('2026-01-01T00:00:00Z'))
      expect(validateTariff(tariff, { requireLastUpdated: true })).toMatchObject({ ok: true })
    const bad = validateTariff(
      {
        ...base,
        id: 'X',
        currency: 'euro',
        elements: [
          {
            price_components: [{ type: 'KWH', price: -1, step_size: 1.5 }],
            restrictions: { start_time: '25:00' },
          },
        ],
      },
      { requireLastUpdated: true },
    )
    expect(bad.ok).toBe(false)
    const errors = bad.ok ? [] : bad.errors
    expect(errors).toEqual(
      expect.arrayContaining([
        'currency: ISO 4217 code required',
        expect.stringMatching(/^elements\[0\]\.price_components\[0\]\.type/),
        expect.stringMatching(/^elements\[0\]\.price_components\[0\]\.price/),
        expect.stringMatching(/^elements\[0\]\.price_components\[0\]\.step_size/),
        expect.stringMatching(/^elements\[0\]\.restrictions\.start_time/),
      ]),
    )
    expect(
      validateTariff(
        {
          ...base,
          id: 'Y',
          last_updated: undefined,
          elements: [{ price_components: [{ type: 'FLAT', price: 0, step_size: 0 }] }],
        },
        { requireLastUpdated: true },
      ),
    ).toMatchObject({ ok: false, errors: [expect.stringMatching(/^last_updated/)] })
  })
})
