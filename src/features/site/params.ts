import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** The locale of a page's params (404 for anything else), registered for next-intl's server APIs. */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

type QueryProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A page whose query string changes what the server renders is served in two forms: without a query
 * from the page cache (this wrapper hands it an empty query, so it never reads the request), and with
 * one from its `/query` twin, rendered on request; the proxy chooses (see `queryVariantOf`).
 */
export function withoutQuery<P extends QueryProps, R>(
  render: (props: P) => R,
): (props: Omit<P, 'searchParams'>) => R {
  return (props) => render({ ...props, searchParams: Promise.resolve({}) } as P)
}
