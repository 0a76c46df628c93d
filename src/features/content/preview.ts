import { createHmac, timingSafeEqual } from 'node:crypto'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

/**
 * Live preview of content that is not a news post (goods, team, FAQ, landing pages). The back office
 * opens `/api/v1/preview?token=…&locale=…`; the token names one document (`<collection>.<id>.<expiry>.
 * <hmac>` signed with PAYLOAD_SECRET, 24 h, like the posts' preview tokens). That route switches on
 * Next's draft mode for this browser and remembers the token in a cookie, then redirects to the page
 * that shows the document; the page renders on request, and shared content reads the latest draft of
 * THAT document only (see shared-queries.ts). News posts keep their own `?token=` preview.
 */
export const previewableCollections = ['goods', 'team', 'faq', 'landing-pages'] as const
export type PreviewableCollection = (typeof previewableCollections)[number]
export const previewCookie = 'site-preview'
export const previewTtlSeconds = 24 * 60 * 60

const isPreviewable = (value: string): value is PreviewableCollection => (previewableCollections as readonly string[]).includes(value)

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`content-preview:${payload}`).digest('base64url')
}

export function createContentPreviewToken(collection: PreviewableCollection, id: string | number, secret: string, now = Date.now()): string {
  const payload = `${collection}.${id}.${Math.floor(now / 1000) + previewTtlSeconds}`
  return `${payload}.${signature(payload, secret)}`
}

export type PreviewGrant = { collection: PreviewableCollection; id: string }

/** The document a token grants, or null when it is malformed, forged or expired. */
export function verifyContentPreviewToken(token: string | null | undefined, secret: string, now = Date.now()): PreviewGrant | null {
  if (!token || token.length > 240) return null
  const match = /^([a-z-]{1,40})\.([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token)
  if (!match) return null
  const [, collection = '', id = '', expires = '', given = ''] = match
  if (!isPreviewable(collection)) return null
  const expected = Buffer.from(signature(`${collection}.${id}.${expires}`, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (Number(expires) * 1000 < now) return null
  return { collection, id }
}

const productPageCategories = ['chargers', 'ev', 'accessories']
const faqPages: Record<string, string> = { drivers: '/ev-drivers#faq', business: '/business#faq', partners: '/partnership#faq' }
/** Landing pages that have a route, by slug. */
const landingRoutes: Record<string, string> = { wdec: '/wdec' }

/** The locale-relative page that shows a document, or null when none does. */
export function pageOfDocument(collection: PreviewableCollection, doc: Record<string, unknown>): string | null {
  switch (collection) {
    case 'goods': {
      const category = typeof doc.category === 'string' ? doc.category : null
      if (!category || !doc.id) return null
      return productPageCategories.includes(category) ? `/shop/${category}/${doc.id}` : `/shop/${category}`
    }
    case 'team':
      return '/about-us#team'
    case 'faq':
      return faqPages[String(doc.audience)] ?? null
    case 'landing-pages':
      return landingRoutes[String(doc.slug)] ?? null
  }
}

function requestOrigin(req: PayloadRequest): string {
  if (req.payload.config.serverURL) return req.payload.config.serverURL.replace(/\/$/, '')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost:3000'
  const proto = req.headers.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${proto}://${host}`
}

const localeCode = (locale: unknown): Locale => {
  const code = typeof locale === 'string' ? locale : (locale as { code?: string } | undefined)?.code
  return isLocale(code) ? code : 'en'
}

/**
 * `admin.livePreview` and `admin.preview` of a collection whose documents appear on a public page.
 * Absolute URL: the back office only trusts messages from the origin of the preview it opened.
 */
export function contentPreview(collection: PreviewableCollection): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  const link = (doc: Record<string, unknown> | undefined, locale: unknown, req: PayloadRequest) => {
    if (!doc?.id || !pageOfDocument(collection, doc)) return null
    const token = createContentPreviewToken(collection, doc.id as string | number, req.payload.secret)
    return `${requestOrigin(req)}/api/v1/preview?locale=${localeCode(locale)}&token=${encodeURIComponent(token)}`
  }
  return {
    livePreview: { url: ({ data, locale, req }) => link(data as Record<string, unknown>, locale, req) },
    preview: (doc, { locale, req }) => link(doc as Record<string, unknown>, locale, req),
  }
}
