/**
 * What editors can preview, and the public page (locale-relative) that shows each draft. A preview
 * token names one of these documents (token.ts); nothing else can be previewed.
 */
export const previewableCollections = ['posts', 'goods', 'team', 'faq', 'landing-pages'] as const
export type PreviewableCollection = (typeof previewableCollections)[number]

/** Globals whose texts a public page shows; texts shared by several pages open the first. */
const globalPages = {
  'home-page': '',
  'texts-page-headings': '/business',
  'texts-business': '/business',
  'texts-drivers': '/ev-drivers',
  'texts-partnership': '/partnership',
  'texts-partner-form': '/form',
  'texts-about': '/about-us',
  'texts-contact': '/contact',
  'texts-invite': '/invite-friend',
  'texts-delete': '/delete-account',
  'texts-banner': '/partnership/components/mobile-banner',
  'texts-legal': '/privacy-policy',
  'texts-oss': '/readme-oss',
  'texts-common': '/business',
  'texts-cards': '/business',
  'texts-more-cards': '/ev-drivers',
  'privacy-policy': '/privacy-policy',
  'public-agreement': '/public-agreement',
} as const
export type PreviewableGlobal = keyof typeof globalPages
export const previewableGlobals = Object.keys(globalPages) as PreviewableGlobal[]

export const isPreviewableCollection = (value: string): value is PreviewableCollection =>
  (previewableCollections as readonly string[]).includes(value)
export const isPreviewableGlobal = (value: string): value is PreviewableGlobal =>
  Object.hasOwn(globalPages, value)

/** The page that shows a global's texts. */
export const pageOfGlobal = (slug: PreviewableGlobal): string => globalPages[slug]

const productPageCategories = ['chargers', 'ev', 'accessories']
const faqPages: Record<string, string> = {
  drivers: '/ev-drivers#faq',
  business: '/business#faq',
  partners: '/partnership#faq',
}
/** Landing pages that have a route, by slug. */
const landingRoutes: Record<string, string> = { wdec: '/wdec' }

/** The page that shows a document, or null when none does. */
export function pageOfDocument(
  collection: PreviewableCollection,
  doc: Record<string, unknown>,
): string | null {
  switch (collection) {
    case 'posts':
      return typeof doc.url === 'string' && doc.url ? `/news/${doc.url}` : null
    case 'goods': {
      const category = typeof doc.category === 'string' ? doc.category : null
      if (!category || !doc.id) return null
      return productPageCategories.includes(category)
        ? `/shop/${category}/${doc.id}`
        : `/shop/${category}`
    }
    case 'team':
      return '/about-us#team'
    case 'faq':
      return faqPages[String(doc.audience)] ?? null
    case 'landing-pages':
      return landingRoutes[String(doc.slug)] ?? null
  }
}
