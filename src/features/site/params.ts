import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'

export type LocaleParams = { params: Promise<{ locale: string }> }
/** A request's query, as Next hands it to a page rendered on request. */
export type Query = Record<string, string | string[] | undefined>
export type QueryProps = LocaleParams & { searchParams: Promise<Query> }

/**
 * The locale of a page's params (404 for anything else), registered for next-intl's server APIs.
 */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
