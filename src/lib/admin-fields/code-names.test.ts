import { describe, expect, it } from 'vitest'

import { countryName, siteLanguageName } from './code-names'

describe('codes by name in the back office’s language', () => {
  it('names the site languages, English for Malaysia included', () => {
    expect(['en', 'my', 'pt', 'ua'].map((code) => siteLanguageName(code, 'en'))).toEqual([
      'English',
      'English (Malaysia)',
      'Portuguese',
      'Ukrainian',
    ])
    expect(siteLanguageName('ua', 'pt')).toBe('Ucraniano')
    expect(siteLanguageName('pt', 'uk')).toBe('Португальська')
    expect(siteLanguageName(null, 'en')).toBe('—')
  })

  it('names countries and keeps what is not a code', () => {
    expect(countryName('AF', 'en')).toBe('Afghanistan')
    expect(countryName('pt', 'pt')).toBe('Portugal')
    expect(countryName('GB', 'uk')).toBe('Велика Британія')
    expect(countryName('Narnia', 'en')).toBe('Narnia')
    expect(countryName('', 'en')).toBe('—')
  })
})
