import { describe, expect, it } from 'vitest'

import { backofficeI18n } from './index'
import { backofficeTexts } from './screens/backoffice'
import { loginRefusalTexts } from './screens/login'
import { fieldVitalsTexts } from './screens/field-vitals'
import { frameTexts } from './screens/frame'
import { privacyTexts } from './screens/privacy'
import { secondFactorTexts } from './screens/second-factor'

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()

describe("the back office's screens", () => {
  for (const [name, texts] of Object.entries({
    backofficeTexts,
    fieldVitalsTexts,
    frameTexts,
    loginRefusalTexts,
    privacyTexts,
    secondFactorTexts,
  })) {
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

  it("offer Payload's own interface in the same three languages", () => {
    expect(Object.keys(backofficeI18n.supportedLanguages ?? {}).sort()).toEqual(['en', 'pt', 'uk'])
  })
})
