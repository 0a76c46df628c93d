import { describe, expect, it } from 'vitest'

import { builtInMarkets } from './defaults'
import { calculate, defaultInputs, meetingHref, parsePlan, planQuery } from './model'

const europe = builtInMarkets.en

describe('payback calculator', () => {
  it('computes the worked example', () => {
    // 4 × AC 22 kW and 2 × DC 50 kW = 188 kW, 4 hours a day: 188 × 4 × 365 / 12 = 22,873.3 kWh a
    // month. Revenue 22,873.3 × 0.45 = 10,293.00; energy 22,873.3 × 0.20 = 4,574.67; fees 400;
    // margin 10,293.00 − 4,574.67 − 400 = 5,318.33 a month; payback 120,000 ÷ (5,318.33 × 12) =
    // 1.88 years; CO₂ 22,873.3 × 12 × 0.45 kg = 123.5 t a year.
    const { inputs, errors } = parsePlan(
      new URLSearchParams('ac22=4&dc50=2&hours=4&price=0.45&energy=0,20&capex=120000&fees=400'),
      europe,
    )
    expect(errors).toEqual({})
    expect(calculate(inputs, europe)).toEqual({
      chargers: 6,
      powerKw: 188,
      energyKwhPerMonth: 22873,
      revenuePerMonth: 10293,
      energyCostPerMonth: 4574.67,
      feesPerMonth: 400,
      marginPerMonth: 5318.33,
      capex: 120000,
      capexEstimated: false,
      feesEstimated: false,
      paybackYears: 1.88,
      co2TonnesPerYear: 123.516,
    })
  })

  it("estimates hardware and fees from the market's figures when they are left empty", () => {
    const result = calculate(defaultInputs(europe), europe)
    // Two AC 22 kW (2,500 each) and one DC 50 kW (30,000); 25 a month per charger.
    expect(result).toMatchObject({ capex: 35000, capexEstimated: true, feesPerMonth: 75 })
  })

  it('never pays back without a positive margin, and says which inputs are wrong', () => {
    const { inputs } = parsePlan({ ac7: '1', hours: '1', price: '0.1', energy: '0.3' }, europe)
    expect(calculate(inputs, europe).paybackYears).toBeNull()
    const bad = parsePlan({ ac22: '2.5', hours: '30', price: 'abc', capex: '-1' }, europe)
    expect(bad.errors).toEqual({ ac22: 'format', hours: 'range', price: 'format', capex: 'format' })
  })

  it('round-trips a plan through its query', () => {
    const { inputs } = parsePlan(
      { ac11: '3', hours: '5.5', price: '1.2', energy: '0.4', fees: '90' },
      europe,
    )
    expect(parsePlan(new URLSearchParams(planQuery(inputs)), europe).inputs).toEqual(inputs)
    expect(parsePlan({ hours: 'abc' }, europe).raw).toEqual({ hours: 'abc' })
  })

  it('books a meeting with the plan, the interest the lead form gets and the calculator as source', () => {
    const { inputs } = parsePlan(new URLSearchParams('ac22=4&dc50=2&hours=4&capex=120000'), europe)
    const href = meetingHref('pt', inputs)
    expect(href.startsWith('/pt/book-a-meeting?')).toBe(true)
    const query = new URL(href, 'https://example.com').searchParams
    expect(Object.fromEntries(query)).toEqual({
      source: 'calculator',
      plan: planQuery(inputs),
      interest: 'start_business',
    })
    // The plan the booking page carries parses back to the same inputs.
    expect(parsePlan(new URLSearchParams(query.get('plan')!), europe).inputs).toEqual(inputs)
  })
})
