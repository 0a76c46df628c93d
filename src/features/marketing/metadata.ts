import type { Metadata } from 'next'

import { pageMetadata } from '@/features/site/metadata'
import type { PageKey } from '@/features/site/pages'
import type { Locale } from '@/i18n/locales'

/** The path of a page's generated Open Graph image (see src/app/og/[file]/route.ts). */
export const ogImagePath = (locale: Locale, key: PageKey) => `/og/${locale}-${key}.png`

/** pageMetadata() plus the page's own translated Open Graph image. */
export async function marketingMetadata(key: PageKey, locale: Locale): Promise<Metadata> {
  const metadata = await pageMetadata(key, locale)
  const title =
    typeof metadata.title === 'string'
      ? metadata.title
      : String((metadata.title as { absolute?: string })?.absolute ?? '')
  const image = { url: ogImagePath(locale, key), width: 1200, height: 630, alt: title }
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: {
      card: 'summary_large_image',
      title,
      description: metadata.description ?? undefined,
      images: [image.url],
    },
  }
}
