import { describe, expect, it } from 'vitest'

import { backofficeI18n, backofficeTexts } from './i18n'

describe('back-office texts', () => {
  it('exist in English, Portuguese and Ukrainian with the same placeholders', () => {
    const keys = Object.keys(backofficeTexts.en).sort()
    for (const language of ['pt', 'uk'] as const) {
      expect(Object.keys(backofficeTexts[language]).sort()).toEqual(keys)
      for (const key of keys) {
        const text = (backofficeTexts[language] as Record<string, string>)[key]!
        expect(text.trim(), `${language}.${key}`).not.toBe('')
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort()
        expect(placeholders(text), `${language}.${key}`).toEqual(
          placeholders((backofficeTexts.en as Record<string, string>)[key]!),
        )
      }
    }
  })

  it("offer Payload's own interface in the same three languages", () => {
    expect(Object.keys(backofficeI18n.supportedLanguages ?? {}).sort()).toEqual(['en', 'pt', 'uk'])
  })
})
