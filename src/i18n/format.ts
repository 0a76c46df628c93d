import { isLocale, localeTags } from './locales'

/**
 * The one money format of the site, on the server and in the browser alike. The currency is shown
 * by its narrow symbol (₴, €, RM): with the plain `symbol` display, Node's ICU and Chromium's
 * disagree for the hryvnia in Ukrainian ("₴" against "грн"), which broke hydration of every page
 * that renders a price on both sides. The narrow symbols are the same in both and unambiguous for
 * our currencies.
 */
export function moneyFormat(
  localeTag: string,
  currency: string,
  options: Omit<Intl.NumberFormatOptions, 'style' | 'currency' | 'currencyDisplay'> = {},
): Intl.NumberFormat {
  return new Intl.NumberFormat(localeTag, {
    ...options,
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
}

/**
 * A site locale (`my`, `ua`) or a BCP 47 tag already (`uk`, `en-GB`, the back office's language).
 */
export const intlTag = (locale: string) => (isLocale(locale) ? localeTags[locale] : locale)

/** Numbers in the reader's language (grouping and decimal marks). */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return new Intl.NumberFormat(intlTag(locale), options)
}

/**
 * A date (and with `time`, the time) in the reader's language: `long` ("12 March 2026") for pages,
 * `medium` for lists and panels. Dates of content are calendar dates and shown in UTC, so a server
 * and a browser in another zone print the same day; a time at a place passes that place's
 * `timeZone`.
 */
export function formatDate(
  locale: string,
  value: string | Date | null | undefined,
  {
    style = 'long',
    time = false,
    timeZone = 'UTC',
  }: { style?: 'long' | 'medium'; time?: boolean; timeZone?: string } = {},
): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlTag(locale), {
    dateStyle: style,
    ...(time ? { timeStyle: 'short' as const } : {}),
    timeZone,
  }).format(date)
}

/**
 * A `tel:` link for a phone number as editors write it ("+351 21 000 0000" → "tel:+351210000000").
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
