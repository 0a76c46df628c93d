import Negotiator from 'negotiator'

import { defaultLocale, isLocale, localeTags, locales, type Locale } from './locales'

/*
 * Choosing a locale from a request's headers. Server code only: kept apart from locales.ts, which
 * the browser imports too, so the header parser never reaches a page's JavaScript.
 */

/** Languages we serve by their primary subtag; Malay speakers get the Malaysian market. */
const localeByLanguage: Record<string, Locale> = { en: 'en', pt: 'pt', uk: 'ua', ms: 'my' }

/**
 * Our locale for one BCP 47 tag: the exact tag, then any tag of the Malaysian region, then the
 * language.
 */
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

/**
 * A visitor's locale: the locale cookie (an earlier choice) first, then the browser's languages,
 * then the default.
 */
export function detectLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale
}
