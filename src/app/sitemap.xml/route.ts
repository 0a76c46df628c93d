import { sitemapIndex } from '@/features/site/web/sitemap'
import { siteUrl } from '@/lib/site-url'

import { sitemapSources } from '../sitemaps/sources'

// Reads the database on request (never at build time).
export const dynamic = 'force-dynamic'

export async function GET() {
  return new Response(await sitemapIndex(siteUrl().origin, sitemapSources), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
