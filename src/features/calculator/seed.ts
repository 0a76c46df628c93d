import type { Payload } from 'payload'

import { locales } from '@/i18n/locales'

import { builtInMarkets } from './defaults'

/** The calculator's markets as the site ships them, one row per locale, for editors to change. */
export async function seedCalculator(payload: Payload) {
  await payload.updateGlobal({
    slug: 'payback-calculator',
    data: {
      markets: locales.map((locale) => ({ ...builtInMarkets[locale], locale })),
    },
  })
}
