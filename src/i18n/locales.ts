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

/** Languages we serve by their primary subtag; Malay speakers get the Malaysian market. */
const localeByLanguage: Record<string, Locale> = { en: 'en', pt: 'pt', uk: 'ua', ms: 'my' }

/** Our locale for one BCP 47 tag: the exact tag, then any tag of the Malaysian region, then the language. */
function localeOfTag(tag: string): Locale | undefined {
  const [language = '', ...rest] = tag.toLowerCase().split('-')
  const exact = locales.find((l) => localeTags[l].toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  if (rest.includes('my')) return 'my'
  return localeByLanguage[language]
}

/** The best locale for an Accept-Language header, or undefined when none of ours is acceptable. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  // Negotiator orders the visitor's languages by q-value; the first one we serve wins.
  for (const tag of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return undefined
}

/** A visitor's locale: the locale cookie (an earlier choice) first, then the browser's languages, then the default. */
export function detectLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale
}
