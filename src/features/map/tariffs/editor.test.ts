import { describe, expect, it } from 'vitest'

import { elementsOf, simplePrices, tariffProblems } from './editor'

/**
 * The tariff editor's prices and the OCPI elements underneath: per minute on screen, per hour in
 * OCPI; one VAT rate; bands left to JSON; what OCPI or the editor refuses said plainly.
 */
const tariff = (elements: unknown, extra: Record<string, unknown> = {}) => ({
  tariffId: 'T1',
  countryCode: 'PT',
  partyId: 'VLT',
  currency: 'EUR',
  elements,
  ...extra,
})

describe('the tariff editor', () => {
  it('reads one element as prices and writes them back as OCPI, keeping step sizes', () => {
    const elements = [
      {
        price_components: [
          { type: 'ENERGY', price: 0.45, vat: 23, step_size: 1 },
          { type: 'TIME', price: 3, vat: 23, step_size: 60 },
        ],
      },
    ]
    const prices = simplePrices(elements)
    expect(prices).toEqual({ ENERGY: 0.45, TIME: 0.05, FLAT: null, PARKING_TIME: null, vat: 23 })
    expect(elementsOf({ ...prices!, FLAT: 1 }, elements)).toEqual([
      {
        price_components: [
          { type: 'ENERGY', price: 0.45, vat: 23, step_size: 1 },
          { type: 'TIME', price: 3, vat: 23, step_size: 60 },
          { type: 'FLAT', price: 1, vat: 23, step_size: 1 },
        ],
      },
    ])
  })

  it('leaves time bands and mixed VAT rates to the JSON editor', () => {
    const banded = [
      {
        price_components: [{ type: 'ENERGY', price: 0.3, step_size: 1 }],
        restrictions: { start_time: '08:00', end_time: '20:00' },
      },
    ]
    expect(simplePrices(banded)).toBeNull()
    const mixed = [
      {
        price_components: [
          { type: 'ENERGY', price: 0.3, vat: 23, step_size: 1 },
          { type: 'FLAT', price: 1, vat: 6, step_size: 1 },
        ],
      },
    ]
    expect(simplePrices(mixed)).toBeNull()
  })

  it('refuses what OCPI refuses, and what an editor mistypes, in the editor’s language', () => {
    const ok = elementsOf({ ENERGY: 0.45, TIME: null, FLAT: null, PARKING_TIME: null, vat: 23 }, [])
    expect(tariffProblems(tariff(ok), 'en')).toEqual([])
    const negative = elementsOf(
      { ENERGY: -1, TIME: null, FLAT: null, PARKING_TIME: null, vat: 23 },
      [],
    )
    expect(tariffProblems(tariff(negative), 'pt')).toEqual([
      'Preço por kWh: indique 0 ou mais, até 100 000, com no máximo 4 casas decimais.',
    ])
    const typo = elementsOf(
      { ENERGY: '0,4.5', TIME: null, FLAT: null, PARKING_TIME: null, vat: 23 },
      [],
    )
    expect(tariffProblems(tariff(typo), 'en')[0]).toMatch(/^Price per kWh: enter 0 or more/)
    const vat = elementsOf(
      { ENERGY: 0.4, TIME: null, FLAT: null, PARKING_TIME: null, vat: 230 },
      [],
    )
    expect(tariffProblems(tariff(vat), 'uk')).toEqual(['ПДВ: введіть відсоток від 0 до 100.'])
    expect(tariffProblems(tariff([]), 'en')).toContain(
      'Enter at least one price (0 makes the connector free).',
    )
    expect(tariffProblems(tariff(ok, { currency: 'euro' }), 'en')).toEqual([
      'Currency: a three-letter ISO 4217 code such as EUR.',
    ])
    const backwards = { startDateTime: '2027-01-02T00:00:00Z', endDateTime: '2027-01-01T00:00:00Z' }
    expect(tariffProblems(tariff(ok, backwards), 'en')).toEqual([
      'Valid until must be later than valid from.',
    ])
    // A CPO's tariff (no editor) is held to OCPI's rules alone: five decimals pass, a negative
    // price does not.
    const precise = [{ price_components: [{ type: 'ENERGY', price: 0.12345, step_size: 1 }] }]
    expect(tariffProblems(tariff(precise), 'en', { editor: false })).toEqual([])
    expect(tariffProblems(tariff(negative), 'en', { editor: false })[0]).toMatch(
      /^OCPI refuses this tariff: elements\[0\]\.price_components\[0\]\.price/,
    )
  })
})
