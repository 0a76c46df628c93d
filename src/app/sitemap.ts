import { sitemapEntries } from '@/features/news/sitemap'

// Reads published posts from the database on request (never at build time).
export const dynamic = 'force-dynamic'

export default sitemapEntries
