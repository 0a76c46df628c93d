import { publishedStationCount, publishedStationPage } from '@/features/map/queries'
import { allPublishedPostUrls } from '@/features/news/queries'
import { goodsWithPages } from '@/features/shop/queries'
import { localeTags, locales, type Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { pages, unlistedPages, type PageKey } from '../pages'

/**
 * The sitemaps. `/sitemap.xml` is an index of `/sitemaps/pages.xml` (static pages, news articles,
 * product pages) and `/sitemaps/stations-{n}.xml` (the station pages, `stationsPerFile` stations a file),
 * because a network of thousands of stations in four languages passes the 50,000 URLs a sitemap may
 * hold. Every URL comes with its four language versions (and x-default) and, where the content
 * has a date, its last change. Pages that ask robots not to index them are left out.
 */
export const stationsPerFile = 2000

/** `locales`: the languages the page exists in, when not all four (a news article not translated everywhere). */
type Entry = { path: string; lastModified?: string; locales?: readonly Locale[] }

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)

/** One `<url>` per locale of a locale-relative path, each listing the alternates of all its locales. */
function urls(origin: string, { path, lastModified, locales: only }: Entry): string {
  const present = only ?? locales
  const fallback = present.includes('en') ? 'en' : present[0]
  const links = [...present.map((l) => [localeTags[l], `${origin}/${l}${path}`]), ['x-default', `${origin}/${fallback}${path}`]]
    .map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(href!)}"/>`)
    .join('')
  const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : ''
  return present.map((locale) => `<url><loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>${links}${lastmod}</url>`).join('\n')
}

export function urlsetXml(origin: string, entries: Entry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urls(origin, entry)),
    '</urlset>',
    '',
  ].join('\n')
}

export function sitemapIndexXml(locations: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

const latest = (dates: string[]) => (dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined)

/** The file names under `/sitemaps/`: `pages.xml`, then one per `stationsPerFile` stations. */
export async function sitemapFiles(): Promise<string[]> {
  const stations = await publishedStationCount(await payloadClient())
  return ['pages.xml', ...Array.from({ length: Math.ceil(stations / stationsPerFile) }, (_, i) => `stations-${i + 1}.xml`)]
}

/**
 * Static pages, articles and products. Listing pages carry the last change of what they list (the
 * news list its newest article, a shop category its newest product); pages whose text ships with the
 * site have no date.
 */
async function pageEntries(): Promise<Entry[]> {
  const [posts, goods] = await Promise.all([allPublishedPostUrls(), goodsWithPages()])
  const listed: Partial<Record<PageKey, string | undefined>> = {
    news: latest(posts.map((p) => p.updatedAt)),
    shop: latest(goods.map((g) => g.updatedAt)),
    shopChargers: latest(goods.filter((g) => g.category === 'chargers').map((g) => g.updatedAt)),
    shopEv: latest(goods.filter((g) => g.category === 'ev').map((g) => g.updatedAt)),
    shopAccessories: latest(goods.filter((g) => g.category === 'accessories').map((g) => g.updatedAt)),
  }
  const staticEntries = (Object.keys(pages) as PageKey[]).filter((key) => !unlistedPages.includes(key)).map((key) => ({ path: pages[key], lastModified: listed[key] }))
  return [
    ...staticEntries,
    ...posts.map((post) => ({ path: `/news/${post.url}`, lastModified: post.updatedAt, locales: post.locales })),
    ...goods.map((good) => ({ path: `/shop/${good.category}/${good.id}`, lastModified: good.updatedAt })),
  ]
}

/** The body of `/sitemap.xml`. */
export async function sitemapIndex(origin: string): Promise<string> {
  return sitemapIndexXml((await sitemapFiles()).map((file) => `${origin}/sitemaps/${file}`))
}

/** The body of `/sitemaps/{file}`, or null for a file that does not exist. */
export async function sitemapFile(origin: string, file: string): Promise<string | null> {
  if (file === 'pages.xml') return urlsetXml(origin, await pageEntries())
  const n = /^stations-([1-9]\d{0,5})\.xml$/.exec(file)?.[1]
  if (!n) return null
  const stations = await publishedStationPage(await payloadClient(), Number(n), stationsPerFile)
  if (!stations.length) return null
  return urlsetXml(
    origin,
    stations.map((s) => ({ path: `/location/${encodeURIComponent(s.id)}`, lastModified: s.updatedAt })),
  )
}
