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

/**
 * The branded Open Graph image of a page in its language (src/app/og/[file]/route.ts renders it
 * from the page's title and description): the default of every page, and the fallback of pages
 * whose own image (a product photo, an article cover) is missing.
 */
export const ogImage = (locale: Locale, key: PageKey, alt?: string) => ({
  url: `/og/${locale}-${key}.png`,
  width: 1200,
  height: 630,
  ...(alt ? { alt } : {}),
})

/**
 * Title, description, canonical, hreflang and Open Graph of a page, from its `pages.<key>`
 * messages.
 */
export async function pageMetadata(
  key: PageKey,
  locale: Locale,
  path: string = pages[key],
): Promise<Metadata> {
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
      images: [ogImage(locale, key, title)],
    },
    ...(unlistedPages.includes(key) ? { robots: { index: false, follow: true } } : {}),
  }
}
