import { createHmac, timingSafeEqual } from 'node:crypto'

import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { requestOrigin } from '@/lib/site-url'

/**
 * Live preview of content that is not a news post or the home page (goods, team, FAQ, landing
 * pages, the marketing pages' text globals, the legal documents). The back office opens
 * `/api/v1/preview?token=…&locale=…`; the token names one document
 * (`<collection>.<id>.<expiry>.<hmac>`, or `<global>.global.<expiry>.<hmac>` for a global, signed
 * with PAYLOAD_SECRET, 24 h, like the posts' preview tokens). That route switches on Next's draft
 * mode for this browser and remembers the token in a cookie, then redirects to the page that shows
 * the document; the page renders on request, and reads the latest draft of THAT document only (see
 * shared-queries.ts and the marketing queries). News posts and the home page keep their own
 * `?token=` preview.
 */
export const previewableCollections = ['goods', 'team', 'faq', 'landing-pages'] as const
export type PreviewableCollection = (typeof previewableCollections)[number]
export const previewCookie = 'site-preview'
export const previewTtlSeconds = 24 * 60 * 60

/**
 * Globals whose texts a public page shows, and that page (locale-relative). Texts shared by several
 * pages open the first page that shows them.
 */
const globalPages = {
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
/** The locale-relative page that shows a global's texts. */
export const pageOfGlobal = (slug: PreviewableGlobal): string => globalPages[slug]
const globalId = 'global'

const isPreviewable = (value: string): value is PreviewableCollection =>
  (previewableCollections as readonly string[]).includes(value)
const isPreviewableGlobal = (value: string): value is PreviewableGlobal =>
  Object.hasOwn(globalPages, value)

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`content-preview:${payload}`).digest('base64url')
}

export function createContentPreviewToken(
  collection: PreviewableCollection,
  id: string | number,
  secret: string,
  now = Date.now(),
): string {
  const payload = `${collection}.${id}.${Math.floor(now / 1000) + previewTtlSeconds}`
  return `${payload}.${signature(payload, secret)}`
}

export function createGlobalPreviewToken(
  global: PreviewableGlobal,
  secret: string,
  now = Date.now(),
): string {
  const payload = `${global}.${globalId}.${Math.floor(now / 1000) + previewTtlSeconds}`
  return `${payload}.${signature(payload, secret)}`
}

/** One document of a collection, or one global. */
export type PreviewGrant =
  | { collection: PreviewableCollection; id: string; global?: never }
  | { global: PreviewableGlobal; collection?: never; id?: never }

/** The document a token grants, or null when it is malformed, forged or expired. */
export function verifyContentPreviewToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): PreviewGrant | null {
  if (!token || token.length > 240) return null
  const match = /^([a-z-]{1,40})\.([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(
    token,
  )
  if (!match) return null
  const [, slug = '', id = '', expires = '', given = ''] = match
  const isGlobal = id === globalId && isPreviewableGlobal(slug)
  if (!isGlobal && !isPreviewable(slug)) return null
  const expected = Buffer.from(signature(`${slug}.${id}.${expires}`, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (Number(expires) * 1000 < now) return null
  return isGlobal
    ? { global: slug as PreviewableGlobal }
    : { collection: slug as PreviewableCollection, id }
}

const productPageCategories = ['chargers', 'ev', 'accessories']
const faqPages: Record<string, string> = {
  drivers: '/ev-drivers#faq',
  business: '/business#faq',
  partners: '/partnership#faq',
}
/** Landing pages that have a route, by slug. */
const landingRoutes: Record<string, string> = { wdec: '/wdec' }

/** The locale-relative page that shows a document, or null when none does. */
export function pageOfDocument(
  collection: PreviewableCollection,
  doc: Record<string, unknown>,
): string | null {
  switch (collection) {
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

const localeCode = (locale: unknown): Locale => {
  const code = typeof locale === 'string' ? locale : (locale as { code?: string } | undefined)?.code
  return isLocale(code) ? code : 'en'
}

/**
 * `admin.livePreview` and `admin.preview` of a collection whose documents appear on a public page.
 * Absolute URL: the back office only trusts messages from the origin of the preview it opened.
 */
export function contentPreview(
  collection: PreviewableCollection,
): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  const link = (doc: Record<string, unknown> | undefined, locale: unknown, req: PayloadRequest) => {
    if (!doc?.id || !pageOfDocument(collection, doc)) return null
    const token = createContentPreviewToken(
      collection,
      doc.id as string | number,
      req.payload.secret,
    )
    return `${requestOrigin(req)}/api/v1/preview?locale=${localeCode(locale)}&token=${encodeURIComponent(token)}`
  }
  return {
    livePreview: {
      url: ({ data, locale, req }) => link(data as Record<string, unknown>, locale, req),
    },
    preview: (doc, { locale, req }) => link(doc as Record<string, unknown>, locale, req),
  }
}

/** `admin.livePreview` and `admin.preview` of a global whose texts a public page shows. */
export function globalPreview(
  global: PreviewableGlobal,
): Pick<NonNullable<GlobalConfig['admin']>, 'livePreview' | 'preview'> {
  const link = (locale: unknown, req: PayloadRequest) =>
    `${requestOrigin(req)}/api/v1/preview?locale=${localeCode(locale)}&token=${encodeURIComponent(createGlobalPreviewToken(global, req.payload.secret))}`
  return {
    livePreview: { url: ({ locale, req }) => link(locale, req) },
    preview: (_doc, { locale, req }) => link(locale, req),
  }
}
