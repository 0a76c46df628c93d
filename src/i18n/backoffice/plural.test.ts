import { describe, expect, it } from 'vitest'

import { plural } from './plural'
import { backofficeTexts } from './screens/backoffice'
import { privacyTexts } from './screens/privacy'

const records = {
  en: 'Erase {count, plural, one {this record} other {these # records}}?',
  pt: 'Apagar {count, plural, one {este registo} other {estes # registos}}?',
  uk: 'Видалити {count, plural, one {# запис} few {# записи} many {# записів} other {# запису}}?',
}

describe('plural forms', () => {
  it('follow each language’s rules, not fixed ranges', () => {
    expect(plural(records.en, 1, 'en')).toBe('Erase this record?')
    expect(plural(records.en, 2, 'en')).toBe('Erase these 2 records?')
    expect(plural(records.en, 1200, 'en')).toBe('Erase these 1,200 records?')
    // European Portuguese: 0 takes the plural (Brazil's rules make it singular).
    expect(plural(records.pt, 0, 'pt')).toBe('Apagar estes 0 registos?')
    expect(plural(records.pt, 1, 'pt')).toBe('Apagar este registo?')
    const uk = [1, 2, 5, 11, 21, 22, 25].map((n) => plural(records.uk, n, 'uk'))
    expect(uk).toEqual([
      'Видалити 1 запис?',
      'Видалити 2 записи?',
      'Видалити 5 записів?',
      'Видалити 11 записів?',
      'Видалити 21 запис?',
      'Видалити 22 записи?',
      'Видалити 25 записів?',
    ])
  })

  it('leave other text and placeholders as they are', () => {
    expect(plural('Done: {{erased}} erased', 3, 'en')).toBe('Done: {{erased}} erased')
    expect(plural('{count, plural, =0 {none} other {#}} of {{total}}', 0, 'en')).toBe(
      'none of {{total}}',
    )
  })

  it('have every form the language needs in the screens’ texts', () => {
    const needs = {
      en: ['one', 'other'],
      pt: ['one', 'other'],
      uk: ['one', 'few', 'many', 'other'],
    }
    for (const language of ['en', 'pt', 'uk'] as const)
      for (const [key, text] of Object.entries({
        ...backofficeTexts[language],
        ...privacyTexts[language],
      })) {
        if (!text.includes('{count, plural,')) continue
        for (const form of needs[language])
          expect(text, `${language}.${key}`).toMatch(new RegExp(`\\b${form} \\{`))
        for (let n = 0; n < 30; n++)
          expect(
            plural(text, n, language).replace(/\{\{\w+\}\}/g, ''),
            `${language}.${key}`,
          ).not.toMatch(/[{}#]/)
      }
  })
})
