import { en } from '@payloadcms/translations/languages/en'
import { pt } from '@payloadcms/translations/languages/pt'
import { uk } from '@payloadcms/translations/languages/uk'
import type { Config } from 'payload'

import { europeanPortuguese } from './european-portuguese'
import { backofficeTexts } from './screens/backoffice'
import { loginRefusalTexts } from './screens/login'
import { fieldVitalsTexts } from './screens/field-vitals'
import { frameTexts } from './screens/frame'
import { privacyTexts } from './screens/privacy'
import { secondFactorTexts } from './screens/second-factor'

/**
 * The back office's words, all in this folder: Payload's own translations of its interface, our
 * screens' texts (screens/, one namespace each, read with Payload's `t('<namespace>:<key>')`), the
 * fields' labels and help texts (fields/, applied to the configuration by
 * src/features/backoffice/field-texts.ts) and the helpers features name collections and options
 * with (labels.ts); keys.ts types our keys for Payload's `t`. English, Portuguese and Ukrainian
 * throughout; screens.test.ts and config-labels.test.ts fail on a word missing in one of them.
 */

/**
 * Payload's words that read like code: an empty list cell said "<No Owner>", "<No Outcome>" (now a
 * dash), a checkbox's cell "true" or "false" (now yes or no).
 */
const plainWords = {
  en: { noLabel: '—', true: 'Yes', false: 'No' },
  pt: { noLabel: '—', true: 'Sim', false: 'Não' },
  uk: { noLabel: '—', true: 'Так', false: 'Ні' },
}

/** `i18n` of the Payload config. */
export const backofficeI18n: NonNullable<Config['i18n']> = {
  // Payload's Portuguese is Brazil's; ours is Portugal's (european-portuguese.ts).
  supportedLanguages: { en, pt: europeanPortuguese(pt), uk },
  fallbackLanguage: 'en',
  translations: {
    en: {
      backoffice: backofficeTexts.en,
      error: loginRefusalTexts.en,
      general: plainWords.en,
      privacy: privacyTexts.en,
      fieldVitals: fieldVitalsTexts.en,
      frame: frameTexts.en,
      secondFactor: secondFactorTexts.en,
    },
    pt: {
      backoffice: backofficeTexts.pt,
      error: loginRefusalTexts.pt,
      general: plainWords.pt,
      privacy: privacyTexts.pt,
      fieldVitals: fieldVitalsTexts.pt,
      frame: frameTexts.pt,
      secondFactor: secondFactorTexts.pt,
    },
    uk: {
      backoffice: backofficeTexts.uk,
      error: loginRefusalTexts.uk,
      general: plainWords.uk,
      privacy: privacyTexts.uk,
      fieldVitals: fieldVitalsTexts.uk,
      frame: frameTexts.uk,
      secondFactor: secondFactorTexts.uk,
    },
  },
}
