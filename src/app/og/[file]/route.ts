import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { renderOgImage } from '@/features/marketing/og-image'
import { pagePaths, type PageKey } from '@/features/site/pages'
import { isLocale } from '@/i18n/locales'
import { notFoundError } from '@/lib/http'

// Rendered once per content version (about 140 ms of CPU each) and kept in the page cache: the site
// settings it reads tag it, so a change of brand name renders it afresh.
export const dynamic = 'force-static'
export const generateStaticParams = () => []

/**
 * `GET /og/{locale}-{pageKey}.png`: a page's Open Graph image in its language, cached by shared
 * caches.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([a-z]{2})-([A-Za-z]+)\.png$/.exec((await params).file)
  const [locale, key] = match ? [match[1], match[2]] : []
  if (!isLocale(locale) || !key || !Object.hasOwn(pagePaths, key))
    return notFoundError('Unknown image')
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: `pages.${key as PageKey}` }),
    getSiteSettings(locale),
  ])
  const png = await renderOgImage({
    brand: settings.brandName,
    title: t('title'),
    description: t('description'),
  })
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
    },
  })
}
