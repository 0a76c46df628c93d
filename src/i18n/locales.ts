/**
 * The one place that knows the site's locales. Markets (currency, cart) are data, see the shop
 * feature.
 */
export const locales = ['en', 'my', 'pt', 'ua'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * BCP 47 tag of each locale, for `<html lang>`, hreflang and Intl formatting (`ua` is ISO `uk`).
 */
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
