import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { localeTags, locales, type Locale } from '@/i18n/locales'

import { pages, unlistedPages, type PageKey } from './pages'

/** Canonical URL and hreflang alternates (four locales and x-default) of a locale-relative path. */
export function alternates(path: string, locale: Locale): Metadata['alternates'] {
  return {
    canonical: `/${locale}${path}`,
    languages: {
      ...Object.fromEntries(locales.map((l) => [localeTags[l], `/${l}${path}`])),
      'x-default': `/en${path}`,
    },
  }
}

/** Title, description, canonical, hreflang and Open Graph of a page, from its `pages.<key>` messages. */
export async function pageMetadata(key: PageKey, locale: Locale, path: string = pages[key]): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${key}` })
  const title = t('title')
  const description = t('description')
  return {
    title: key === 'home' ? { absolute: title } : title,
    description,
    alternates: alternates(path, locale),
    openGraph: {
      title,
      description,
      url: `/${locale}${path}`,
      locale: localeTags[locale].replace('-', '_'),
      type: 'website',
    },
    ...(unlistedPages.includes(key) ? { robots: { index: false, follow: true } } : {}),
  }
}
