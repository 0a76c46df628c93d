import { publishedStationCount, publishedStationPage } from '@/features/map/queries'
import { allPublishedPostUrls } from '@/features/news/queries'
import { shopSitemapPages } from '@/features/shop/sitemap'
import type { SitemapSources } from '@/features/site/web/sitemap'
import { payloadClient } from '@/lib/payload'

const latest = (dates: string[]) =>
  dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined

/**
 * What `/sitemap.xml` and `/sitemaps/{file}` list besides the static pages: articles, products,
 * stations.
 */
export const sitemapSources: SitemapSources = {
  pages: [
    async () => {
      const posts = await allPublishedPostUrls()
      return {
        listed: { news: latest(posts.map((p) => p.updatedAt)) },
        entries: posts.map((post) => ({
          path: `/news/${post.url}`,
          lastModified: post.updatedAt,
          locales: post.locales,
        })),
      }
    },
    shopSitemapPages,
  ],
  stations: {
    count: async () => publishedStationCount(await payloadClient()),
    page: async (n, size) =>
      (await publishedStationPage(await payloadClient(), n, size)).map((s) => ({
        path: `/location/${encodeURIComponent(s.id)}`,
        lastModified: s.updatedAt,
      })),
  },
}
