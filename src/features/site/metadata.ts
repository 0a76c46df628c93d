import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { localeTags, locales, type Locale } from '@/i18n/locales'

import { pagePaths, unlistedPages, type PageKey } from './pages'
import { pageLocale, type LocaleParams } from './params'

/**
 * Canonical URL and hreflang alternates of a locale-relative path: every locale and x-default, or
 * only the `languages` it exists in (an article published in some).
 */
export function alternates(
  path: string,
  locale: Locale,
  languages: readonly Locale[] = locales,
): Metadata['alternates'] {
  const home = languages.includes('en') ? 'en' : (languages[0] ?? locale)
  return {
    canonical: `/${locale}${path}`,
    languages: {
      ...Object.fromEntries(languages.map((l) => [localeTags[l], `/${l}${path}`])),
      'x-default': `/${home}${path}`,
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

type Image = { url: string; alt?: string; width?: number; height?: number }

/** What a page says about itself; `metadataOf` turns it into title, alternates and Open Graph. */
export type PageSummary = {
  locale: Locale
  /** Locale-relative, '' for the home page. */
  path: string
  title: string
  description?: string
  image: Image
  /** The home page's title stands alone, without the site's name after it. */
  absoluteTitle?: boolean
  languages?: readonly Locale[]
  robots?: Metadata['robots']
  /** An article's Open Graph facts (its dates, section and tags). */
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; tags?: string[] }
}

/** The one builder of a page's metadata: title, description, alternates, Open Graph, card. */
export function metadataOf(page: PageSummary): Metadata {
  const { locale, path, title, description, image, article } = page
  return {
    title: page.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: alternates(path, locale, page.languages),
    openGraph: {
      title,
      description,
      url: `/${locale}${path}`,
      locale: localeTags[locale].replace('-', '_'),
      images: [image],
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
    ...(page.robots ? { robots: page.robots } : {}),
  }
}

/** A page's metadata from its `pages.<key>` messages, with its branded image. */
export async function pageMetadata(key: PageKey, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${key}` })
  const title = t('title')
  return metadataOf({
    locale,
    path: pagePaths[key],
    title,
    description: t('description'),
    image: ogImage(locale, key, title),
    absoluteTitle: key === 'home',
    ...(unlistedPages.includes(key) ? { robots: { index: false, follow: true } } : {}),
  })
}

/** A route's `generateMetadata` for a page whose metadata is its messages. */
export const pageMetadataOf =
  (key: PageKey) =>
  async ({ params }: LocaleParams): Promise<Metadata> =>
    pageMetadata(key, await pageLocale(params))
