import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { requestOrigin } from '@/lib/site-url'

import {
  pageOfDocument,
  pageOfGlobal,
  type PreviewableCollection,
  type PreviewableGlobal,
} from './documents'
import { createPreviewToken, type PreviewGrant } from './token'

/**
 * The back office's preview links. The home page and news articles render a draft for the token in
 * their own address (an on-request twin of the cached page); every other page is cached only, so
 * its link goes through `/api/v1/preview`, which keeps the token in a draft-mode cookie.
 */
export const tokenInAddress = (grant: PreviewGrant) =>
  grant.collection === 'posts' || grant.global === 'home-page'

/** Where the preview of a granted document opens, locale-relative to the site's root. */
export function previewPath(grant: PreviewGrant, page: string, locale: Locale, token: string) {
  const encoded = encodeURIComponent(token)
  return tokenInAddress(grant)
    ? `/${locale}${page}?token=${encoded}`
    : `/api/v1/preview?locale=${locale}&token=${encoded}`
}

const localeCode = (locale: unknown): Locale => {
  const code = typeof locale === 'string' ? locale : (locale as { code?: string } | undefined)?.code
  return isLocale(code) ? code : 'en'
}

type PreviewAdmin = Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> &
  Pick<NonNullable<GlobalConfig['admin']>, 'livePreview' | 'preview'>

/**
 * `admin.preview` (root-relative: it opens at the address the back office was reached at) and
 * `admin.livePreview` (absolute: the admin only trusts messages from the origin it opened).
 */
function previewAdmin(
  link: (doc: Record<string, unknown> | undefined, locale: Locale, secret: string) => string | null,
): PreviewAdmin {
  return {
    preview: (doc, { locale, req }) =>
      link(doc as Record<string, unknown>, localeCode(locale), req.payload.secret),
    livePreview: {
      url: ({ data, locale, req }: { data: unknown; locale: unknown; req: PayloadRequest }) => {
        const path = link(data as Record<string, unknown>, localeCode(locale), req.payload.secret)
        return path ? `${requestOrigin(req)}${path}` : null
      },
    },
  }
}

/** Preview and live preview of a collection whose documents appear on a public page. */
export function contentPreview(collection: PreviewableCollection): PreviewAdmin {
  return previewAdmin((doc, locale, secret) => {
    const page = doc?.id ? pageOfDocument(collection, doc) : null
    if (!page) return null
    const grant = { collection, id: String(doc!.id) }
    return previewPath(grant, page, locale, createPreviewToken(grant, secret))
  })
}

/** Preview and live preview of a global whose texts a public page shows. */
export function globalPreview(global: PreviewableGlobal): PreviewAdmin {
  return previewAdmin((_doc, locale, secret) => {
    const grant = { global }
    return previewPath(grant, pageOfGlobal(global), locale, createPreviewToken(grant, secret))
  })
}
