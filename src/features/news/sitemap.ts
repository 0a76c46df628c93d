import type { MetadataRoute } from 'next'

import { guardedPages, pages, type PageKey } from '@/features/site/pages'
import { localeTags, locales } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import { allPublishedPostUrls } from './queries'

/** One entry per locale of a locale-relative path, each with the hreflang alternates of all four. */
function entries(path: string, lastModified?: string, priority?: number): MetadataRoute.Sitemap {
  const origin = siteUrl().origin
  const languages = Object.fromEntries([
    ...locales.map((l) => [localeTags[l], `${origin}/${l}${path}`]),
    ['x-default', `${origin}/en${path}`],
  ])
  return locales.map((locale) => ({
    url: `${origin}/${locale}${path}`,
    lastModified,
    priority,
    alternates: { languages },
  }))
}

/** Every static page (except the QR-guarded ones, which need a query) and every published news article. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const staticEntries = (Object.keys(pages) as PageKey[])
    .filter((key) => !guardedPages.includes(key))
    .flatMap((key) => entries(pages[key], undefined, key === 'home' ? 1 : 0.7))
  const posts = await allPublishedPostUrls()
  return [...staticEntries, ...posts.flatMap((post) => entries(`/news/${post.url}`, post.updatedAt, 0.6))]
}
