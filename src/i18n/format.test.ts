import { describe, expect, it } from 'vitest'

import { formatDate, moneyFormat, numberFormat, telHref } from './format'

describe('moneyFormat', () => {
  it('shows the narrow symbol, the same in every ICU build (Chromium says "грн" for the plain uk symbol)', () => {
    expect(moneyFormat('uk', 'UAH').format(9.5)).toMatch(/^9,50\s₴$/)
    expect(moneyFormat('en', 'UAH').format(9.5)).toBe('₴9.50')
    expect(moneyFormat('en', 'EUR').format(1090)).toBe('€1,090.00')
    expect(moneyFormat('en-MY', 'MYR').format(89)).toMatch(/^RM\s?89\.00$/)
    expect(moneyFormat('pt', 'EUR', { maximumFractionDigits: 0 }).format(49)).toMatch(/^€\s49$/)
  })
})

describe('formatDate', () => {
  it("prints a content date as its calendar day in the reader's language, whatever the zone", () => {
    expect(formatDate('en', '2026-03-12T23:30:00.000Z')).toBe('March 12, 2026')
    expect(formatDate('ua', '2026-03-12T23:30:00.000Z')).toMatch(/^12 березня 2026/)
    expect(formatDate('pt', '2026-03-12T00:00:00.000Z', { style: 'medium' })).toMatch(/12/)
  })
  it("shows a time at a place in that place's zone", () => {
    expect(
      formatDate('en', '2026-03-12T23:30:00.000Z', {
        style: 'medium',
        time: true,
        timeZone: 'Europe/Kyiv',
      }),
    ).toMatch(/^Mar 13, 2026.*1:30/)
  })
  it('is empty for a missing or broken value', () => {
    expect(formatDate('en', null)).toBe('')
    expect(formatDate('en', 'not a date')).toBe('')
  })
})

describe('numberFormat and telHref', () => {
  it("groups digits the reader's way and dials what editors write", () => {
    expect(numberFormat('pt').format(12345.5)).toBe('12.345,5')
    expect(numberFormat('my').format(12345.5)).toBe('12,345.5')
    expect(telHref('+351 21 000-0000')).toBe('tel:+351210000000')
  })
})
