import { createPreviewToken, verifyPreviewToken } from '@/features/news/preview'
import type { Locale } from '@/i18n/locales'

/**
 * Draft previews of the home page use the posts' signed preview tokens (PAYLOAD_SECRET, 24 h) with
 * the document id `home-page`: `/{locale}?token=…` renders the latest draft on request.
 */
const homeDocument = 'home-page'

export const homePreviewPath = (locale: Locale, secret: string) =>
  `/${locale}?token=${encodeURIComponent(createPreviewToken(homeDocument, secret))}`

export const isHomePreviewToken = (token: string | null | undefined, secret: string) =>
  verifyPreviewToken(token, secret) === homeDocument
