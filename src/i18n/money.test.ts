import { describe, expect, it } from 'vitest'

import { moneyFormat } from './money'

describe('moneyFormat', () => {
  it('shows the narrow symbol, the same in every ICU build (Chromium says "грн" for the plain uk symbol)', () => {
    expect(moneyFormat('uk', 'UAH').format(9.5)).toMatch(/^9,50\s₴$/)
    expect(moneyFormat('en', 'UAH').format(9.5)).toBe('₴9.50')
    expect(moneyFormat('en', 'EUR').format(1090)).toBe('€1,090.00')
    expect(moneyFormat('en-MY', 'MYR').format(89)).toMatch(/^RM\s?89\.00$/)
    expect(moneyFormat('pt', 'EUR', { maximumFractionDigits: 0 }).format(49)).toMatch(/^€\s49$/)
  })
})
