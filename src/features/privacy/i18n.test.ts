import { describe, expect, it } from 'vitest'

import { secondFactorTexts } from '@/features/users/second-factor/i18n'

import { privacyTexts } from './i18n'

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()

describe('the person-request screen and the second factor in the back office', () => {
  for (const [name, texts] of Object.entries({ privacyTexts, secondFactorTexts })) {
    it(`${name} exist in English, Portuguese and Ukrainian with the same placeholders`, () => {
      const english = texts.en as Record<string, string>
      for (const language of ['pt', 'uk'] as const) {
        const translated = texts[language] as Record<string, string>
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
        for (const [key, text] of Object.entries(translated)) {
          expect(text.trim(), `${language}.${key}`).not.toBe('')
          expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english[key]!))
        }
      }
    })
  }
})
