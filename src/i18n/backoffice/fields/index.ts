/**
 * Portuguese and Ukrainian of the back office's field texts, keyed by their English (see
 * ../field-texts.ts).
 */
import { commonTexts } from './common'
import { contentTexts } from './content'
import { mapTexts } from './map'
import { pagesTexts } from './pages'
import { peopleTexts } from './people'
import { salesTexts } from './sales'
import { shopTexts } from './shop'
import type { Translation } from './types'

export type { Translation }

export const fieldTextCatalogue: Record<string, Translation> = {
  ...commonTexts,
  ...contentTexts,
  ...mapTexts,
  ...pagesTexts,
  ...peopleTexts,
  ...salesTexts,
  ...shopTexts,
}

/** Texts that read the same in every language: codes, units, brand and product names, loanwords. */
/** Where one English word means something else: by the field's place, `slug.path`. */
export const fieldTextsAt: Record<string, Translation> = {
  'partner-requests.name': { pt: 'Nome', uk: 'Імʼя' },
  'contact-messages.name': { pt: 'Nome', uk: 'Імʼя' },
  'team.name': { pt: 'Nome', uk: 'Імʼя' },
  'users.name': { pt: 'Nome', uk: 'Імʼя' },
}

export const languageNeutral = new Set<string>([
  '11-22 kW',
  '120+ kW',
  '2-7 kW',
  '50+ kW',
  'EN',
  'EN (MY)',
  'PT',
  'UA',
  'English',
  'Português',
  'Українська',
  'EUR',
  'UAH',
  'MYR',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
  'YouTube',
  'Back office',
  'Editor',
  'Roaming',
  'Stripe',
  'SEO',
  'URL',
  'API',
  'App Store',
  'Google Play',
  'EVSE',
  'Marketing',
  'Latitude',
  'Stock',
  'Logo',
  'White label',
  '[{ "language": "en", "text": "…" }]',
  'Longitude',
  'E-mail',
  // Charger kinds, connectors and protocols, as their makers name them.
  'AC',
  'DC',
  'AC 7 kW',
  'AC 11 kW',
  'AC 22 kW',
  'DC 50 kW',
  'DC 120 kW',
  'Type 1',
  'CCS1',
  'CCS2',
  'CHAdeMO',
  'GB/T',
  'NACS',
  'Schuko',
  'Plug & Charge',
  'OCPP 1.6',
  'OCPP 2.0.1',
  'Leads',
])
