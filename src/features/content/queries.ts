import { cache } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { dictionaryCodes } from './ContentDictionaryValues'

export type SiteSettingsData = {
  brandName: string
  supportPhone: string
  supportEmail: string
  salesEmail?: string
  address?: string
  legalName?: string
  appLinks: { appStore?: string | null; googlePlay?: string | null }
  socialLinks: { network: string; url: string }[]
}

const fallbackSettings: SiteSettingsData = {
  brandName: 'Voltra',
  supportPhone: '+44 20 3868 0420',
  supportEmail: 'support@voltra.example',
  appLinks: {},
  socialLinks: [],
}

/** Site settings for a locale, read once per request. */
export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSettingsData> => {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  return {
    brandName: settings.brandName || fallbackSettings.brandName,
    supportPhone: settings.supportPhone || fallbackSettings.supportPhone,
    supportEmail: settings.supportEmail || fallbackSettings.supportEmail,
    salesEmail: settings.salesEmail || undefined,
    address: settings.address || undefined,
    legalName: settings.legalName || undefined,
    appLinks: settings.appLinks ?? {},
    socialLinks: (settings.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
  }
})

/** The languages the switcher offers: dictionary values with code 1 that are site locales. */
export const getSwitcherLocales = cache(async (): Promise<Locale[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'content-dictionary-values',
    where: { contentDictionaryCodeId: { equals: dictionaryCodes.languages } },
    sort: 'order',
    limit: 50,
    depth: 0,
  })
  return docs.map((doc) => doc.value).filter(isLocale)
})

/** Switcher label of a language value. */
export function languageLabel(value: string): string {
  return value === 'my' ? 'EN (MY)' : value.toUpperCase()
}
