import { createTranslator } from 'next-intl'
import type { ReactNode } from 'react'

import { PageHeader } from '@/features/site/PageHeader'
import type { PageKey } from '@/features/site/pages'
import type { Locale } from '@/i18n/locales'
import type enMarketing from '@/i18n/messages/en/marketing.json'

import { driverKeys, kpiKeys, migrationKeys, offeringKeys, sectorKeys } from '../home-content'
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

export const appLabels = (t: MarketingT) => ({
  appStore: t('common.appStore'),
  googlePlay: t('common.googlePlay'),
})

/** Cards and figures the business and drivers pages share with the home page's built-in texts. */
export const offeringCards = (t: MarketingT) =>
  offeringKeys.map((k) => ({
    key: k,
    title: t(`home.offering.${k}.title`),
    text: t(`home.offering.${k}.text`),
  }))
export const migrationCards = (t: MarketingT) =>
  migrationKeys.map((k) => ({
    key: k,
    title: t(`home.migration.${k}.title`),
    text: t(`home.migration.${k}.text`),
  }))
export const kpiStats = (t: MarketingT) =>
  kpiKeys.map((k) => ({
    key: k,
    value: t(`home.kpis.${k}.value`),
    label: t(`home.kpis.${k}.label`),
  }))
export const driverCards = (t: MarketingT) =>
  driverKeys.map((k) => ({
    key: k,
    title: t(`home.drivers.${k}.title`),
    text: t(`home.drivers.${k}.text`),
  }))
export const sectorNames = (t: MarketingT) => sectorKeys.map((k) => t(`home.sectors.${k}`))
