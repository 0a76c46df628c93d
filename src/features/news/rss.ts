import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { imageSrc, type PageImage } from '@/features/media/image'
import { isLocale, localeTags } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import { listPosts } from './queries'

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/**
 * The cover as an RSS enclosure: RSS 2.0 requires its length in bytes, which the upload records for
 * each stored size. A cover whose size is unknown (an upload older than that record) is left out
 * rather than announced with a wrong length.
 */
function enclosure(cover: PageImage | null | undefined, origin: string): string {
  if (!cover) return ''
  const file = cover.variants.card ?? cover
  if (!file.bytes) return ''
  const url = new URL(imageSrc(cover, 'card'), origin).toString()
  return `      <enclosure url="${xml(url)}" type="${xml(file.type ?? 'image/webp')}" length="${file.bytes}"/>`
}

/** RSS 2.0 feed of the newest 30 published posts of a locale: `/{locale}/news/rss.xml`. */
export async function rssFeed(locale: string): Promise<Response> {
  if (!isLocale(locale))
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const origin = siteUrl().origin
  const [t, settings, { content }] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getSiteSettings(locale),
    listPosts({ locale, limit: 30, skip: 0, sort: 'newest' }),
  ])
  const feedUrl = `${origin}/${locale}/news/rss.xml`
  const items = content
    .map((post) => {
      const link = `${origin}/${locale}/news/${post.url}`
      return [
        '    <item>',
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        post.publishedAt
          ? `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`
          : '',
        `      <description>${xml(post.excerpt)}</description>`,
        post.category ? `      <category>${xml(post.category.name)}</category>` : '',
        enclosure(post.cover, origin),
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n')
    })
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(t('feedTitle', { brand: settings.brandName }))}</title>
    <link>${xml(`${origin}/${locale}/news`)}</link>
    <description>${xml(t('feedDescription'))}</description>
    <language>${localeTags[locale]}</language>
    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    },
  })
}
