import type { MetadataRoute } from 'next'

/**
 * Whether search engines may index this deployment: only when `SITE_INDEXABLE=true`, which the
 * public production site sets. Everything else (local runs, staging, previews, test servers) asks
 * robots to stay out, so a copy of the site never competes with the real one in search results.
 */
export function isIndexable(env: Record<string, string | undefined> = process.env): boolean {
  return env.SITE_INDEXABLE === 'true'
}

/**
 * Uploaded files are served under Payload's API; robots may fetch them (the pictures of articles,
 * products and pages, their og:image and JSON-LD images) while the rest of `/api` stays out. Robots
 * apply the longest matching rule, so these allows win over `Disallow: /api`.
 */
export const publicFilePaths = ['/api/media/file/', '/api/videos/file/'] as const

/**
 * `/robots.txt`: the sitemap, and the back office and APIs kept out; everything out when not
 * indexable.
 */
export function robotsFor(origin: string, indexable: boolean): MetadataRoute.Robots {
  if (!indexable) return { rules: { userAgent: '*', disallow: '/' } }
  return {
    rules: { userAgent: '*', allow: ['/', ...publicFilePaths], disallow: ['/admin', '/api'] },
    sitemap: `${origin}/sitemap.xml`,
  }
}
