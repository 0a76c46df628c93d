import { describe, expect, it } from 'vitest'

import { money } from './money'

describe('money', () => {
  it('says the currency, in the admin language', () => {
    expect(money(749, 'EUR', 'en')).toBe('€749.00')
    expect(money(749, 'EUR', 'pt').replace(/\s/g, ' ')).toBe('749,00 €')
    expect(money(3000, 'MYR', 'uk').replace(/\s/g, ' ')).toBe('3 000,00 RM')
    expect(money(12.5, 'uah', 'uk').replace(/\s/g, ' ')).toBe('12,50 ₴')
  })

  it('is the number alone without a currency', () => {
    expect(money(749, null, 'en')).toBe('749')
    expect(money(749, 'euro', 'en')).toBe('749')
  })
})
