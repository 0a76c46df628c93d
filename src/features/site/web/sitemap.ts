import { localeTags, locales, type Locale } from '@/i18n/locales'

import { pagePaths, unlistedPages, type PageKey } from '../pages'

/**
 * The sitemaps. `/sitemap.xml` is an index of `/sitemaps/pages.xml` (static pages, news articles,
 * product pages) and `/sitemaps/stations-{n}.xml` (the station pages, `stationsPerFile` stations a
 * file), because a network of thousands of stations in four languages passes the 50,000 URLs a
 * sitemap may hold. Every URL comes with its four language versions (and x-default) and, where the
 * content has a date, its last change. Pages that ask robots not to index them are left out.
 */
const stationsPerFile = 2000

/**
 * `locales`: the languages the page exists in, when not all four (a news article not translated
 * everywhere).
 */
export type SitemapEntry = { path: string; lastModified?: string; locales?: readonly Locale[] }
type Entry = SitemapEntry

/**
 * What the features put in the sitemaps; the app's sitemap routes compose them. `pages` each give
 * their pages and the last change of the static listing pages they fill (a shop category: its
 * newest product); `stations` counts the station pages and gives one file's worth of them.
 */
export type SitemapSources = {
  pages: (() => Promise<{
    entries: SitemapEntry[]
    listed?: Partial<Record<PageKey, string | undefined>>
  }>)[]
  stations: {
    count: () => Promise<number>
    page: (n: number, size: number) => Promise<SitemapEntry[]>
  }
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  )

/**
 * One `<url>` per locale of a locale-relative path, each listing the alternates of all its locales.
 * The order of a `<url>`'s children is the sitemaps.org schema's: `loc`, `lastmod`, then elements
 * of other namespaces (the `xhtml:link` alternates); tests validate the files against that schema.
 */
function urls(origin: string, { path, lastModified, locales: only }: Entry): string {
  const present = only ?? locales
  const fallback = present.includes('en') ? 'en' : present[0]
  const links = [
    ...present.map((l) => [localeTags[l], `${origin}/${l}${path}`]),
    ['x-default', `${origin}/${fallback}${path}`],
  ]
    .map(
      ([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(href!)}"/>`,
    )
    .join('')
  const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : ''
  return present
    .map(
      (locale) =>
        `<url><loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>${lastmod}${links}</url>`,
    )
    .join('\n')
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

/** The file names under `/sitemaps/`: `pages.xml`, then one per `stationsPerFile` stations. */
async function sitemapFiles(sources: SitemapSources): Promise<string[]> {
  const stations = await sources.stations.count()
  return [
    'pages.xml',
    ...Array.from(
      { length: Math.ceil(stations / stationsPerFile) },
      (_, i) => `stations-${i + 1}.xml`,
    ),
  ]
}

/**
 * Static pages, then the features' pages. Listing pages carry the last change of what they list;
 * pages whose text ships with the site have no date.
 */
async function pageEntries(sources: SitemapSources): Promise<Entry[]> {
  const parts = await Promise.all(sources.pages.map((source) => source()))
  const listed = Object.assign({}, ...parts.map((part) => part.listed)) as Partial<
    Record<PageKey, string | undefined>
  >
  const staticEntries = (Object.keys(pagePaths) as PageKey[])
    .filter((key) => !unlistedPages.includes(key))
    .map((key) => ({ path: pagePaths[key], lastModified: listed[key] }))
  return [...staticEntries, ...parts.flatMap((part) => part.entries)]
}

/** The body of `/sitemap.xml`. */
export async function sitemapIndex(origin: string, sources: SitemapSources): Promise<string> {
  return sitemapIndexXml((await sitemapFiles(sources)).map((file) => `${origin}/sitemaps/${file}`))
}

/** The body of `/sitemaps/{file}`, or null for a file that does not exist. */
export async function sitemapFile(
  origin: string,
  file: string,
  sources: SitemapSources,
): Promise<string | null> {
  if (file === 'pages.xml') return urlsetXml(origin, await pageEntries(sources))
  const n = /^stations-([1-9]\d{0,5})\.xml$/.exec(file)?.[1]
  if (!n) return null
  const stations = await sources.stations.page(Number(n), stationsPerFile)
  if (!stations.length) return null
  return urlsetXml(origin, stations)
}
