import { createTranslator } from 'next-intl'
import type { ReactNode } from 'react'

import { PageHeader } from '@/features/site/PageHeader'
import type { PageKey } from '@/features/site/pages'
import type { Locale } from '@/i18n/locales'
import type enMarketing from '@/i18n/messages/en/marketing.json'

import { getPageTexts, getSiteSettings } from '../queries'

/** What every marketing page gets from its route: the locale and, for pages with one, its form. */
export type PageProps = { locale: Locale; form?: ReactNode }

/**
 * The marketing messages of a locale, with the editors' texts from the back office (page-texts
 * global).
 */
export async function marketingMessages(locale: Locale) {
  const { marketing } = await getPageTexts(locale)
  // Same keys in every locale (src/i18n/messages.test.ts); the English file gives the key types.
  return createTranslator({
    locale,
    messages: { marketing: marketing as typeof enMarketing },
    namespace: 'marketing',
  })
}
export type MarketingT = Awaited<ReturnType<typeof marketingMessages>>

/** A page's heading and introduction, as editors set them. */
export async function pageHeader(
  locale: Locale,
  key: PageKey,
): Promise<{ heading: string; intro: ReactNode }> {
  const { pages } = await getPageTexts(locale)
  const page = pages[key] as { heading: string; intro: string }
  return { heading: page.heading, intro: <p className="lead">{page.intro}</p> }
}

/**
 * What a page with the site's contacts starts from: its messages, the site settings, and its header
 * (breadcrumb, heading and introduction as editors set them) ready to render first.
 */
export async function pageStart(locale: Locale, key: PageKey) {
  const [t, settings, texts] = await Promise.all([
    marketingMessages(locale),
    getSiteSettings(locale),
    pageHeader(locale, key),
  ])
  const header = (
    <div className="container">
      <PageHeader locale={locale} pageKey={key} {...texts} />
    </div>
  )
  return { t, settings, header }
}
