import type { Metadata, Viewport } from 'next'
import type { AbstractIntlMessages } from 'next-intl'

import { getSiteSettings } from '@/features/content/queries'
import type { ClientMessagesValue } from '@/features/site/client/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

/** What the site's frame and the embeddable frame (src/app/(embed)) both start from. */
export const frameViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b6b4f',
}

export async function frameMetadata(locale: Locale): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: siteUrl(),
    title: { template: `%s · ${settings.brandName}`, default: settings.brandName },
    applicationName: settings.brandName,
    openGraph: { siteName: settings.brandName },
    icons: { icon: '/icon.svg' },
  }
}

/** The two namespaces client components read (`useClientMessages`), not the whole catalogue. */
export const clientMessagesOf = (messages: AbstractIntlMessages) =>
  ({ client: messages.client, errors: messages.errors }) as ClientMessagesValue
