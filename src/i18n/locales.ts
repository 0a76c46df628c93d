import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'

/** The one place that knows the site's locales. Markets (currency, cart) are data, see the shop feature. */
export const locales = ['en', 'my', 'pt', 'ua'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** BCP 47 tag of each locale, for `<html lang>`, hreflang and Intl formatting (`ua` is ISO `uk`). */
export const localeTags: Record<Locale, string> = { en: 'en', my: 'en-MY', pt: 'pt', ua: 'uk' }

export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax' as const,
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

const localeByTag = Object.fromEntries(locales.map((l) => [localeTags[l], l])) as Record<string, Locale>

/** The best locale for an Accept-Language header, or undefined when none of ours is acceptable. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  const requested = new Negotiator({ headers: { 'accept-language': header } })
    .languages()
    .filter((tag) => tag !== '*')
  if (requested.length === 0) return undefined
  try {
    const tag = match(requested, Object.values(localeTags), '__none__', { algorithm: 'best fit' })
    return localeByTag[tag]
  } catch {
    return undefined // a malformed tag in the header
  }
}

/** Section 2 of the spec: the locale cookie first, then the browser's languages, then the default. */
export function detectLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale
}
