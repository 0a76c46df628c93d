import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { cache } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { dictionaryCodes } from './ContentDictionaryValues'
import { previewGrant } from './preview/grant'

/**
 * How pages read the shared content: site settings, the languages of the switcher, the shared
 * collections and the legal documents (published, or the draft this browser previews).
 */

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

export type SharedCollection =
  | 'partner-slides'
  | 'purchase-rules'
  | 'terms'
  | 'testimonials'
  | 'packages'
  | 'faq'
  | 'team'
  | 'positions'

/**
 * A shared collection's published documents in a locale, as visitors see them (access rules apply,
 * so drafts never leak), with the latest draft of the one this browser previews. One query per
 * request.
 */
export const findPublished = cache(async (collection: SharedCollection, locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale,
    depth: 1,
    limit: 100,
    sort: 'order',
    overrideAccess: false,
    draft: false,
  })
  const grant = await previewGrant()
  if (grant?.collection !== collection) return docs
  // Live preview: the latest draft of the previewed document in place of (or besides) its published
  // version.
  const draft = await payload.findByID({
    collection,
    id: grant.id,
    locale,
    depth: 1,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!draft) return docs
  const merged = [...docs.filter((d) => String(d.id) !== grant.id), draft] as typeof docs
  const order = (d: unknown) => Number((d as { order?: unknown }).order ?? 0)
  return merged.sort((a, b) => order(a) - order(b) || Number(a.id) - Number(b.id))
})

export type LegalDocument = {
  title: string
  effectiveDate: string
  html: string
  content: unknown
  updatedAt: string
}

export const getLegalDocument = cache(
  async (slug: 'privacy-policy' | 'public-agreement', locale: Locale): Promise<LegalDocument> => {
    const payload = await payloadClient()
    // Live preview of this document: its latest draft (the grant is the back office's signed link).
    const draft = (await previewGrant())?.global === slug
    const doc = await payload.findGlobal({ slug, locale, depth: 0, draft, overrideAccess: draft })
    const html = doc.content
      ? convertLexicalToHTML({
          // Payload's generated type of a rich-text field is a looser copy of Lexical's state.
          data: doc.content as unknown as SerializedEditorState,
          disableContainer: true,
        })
      : ''
    return {
      title: doc.title ?? '',
      effectiveDate: doc.effectiveDate ?? '',
      html,
      content: doc.content ?? null,
      updatedAt: doc.updatedAt ?? '',
    }
  },
)
