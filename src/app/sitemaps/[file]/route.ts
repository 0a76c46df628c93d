import { sitemapFile } from '@/features/site/web/sitemap'
import { siteUrl } from '@/lib/site-url'

import { sitemapSources } from '../sources'

// Reads the database on request (never at build time).
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const body = await sitemapFile(siteUrl().origin, (await params).file, sitemapSources)
  if (body === null)
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
