import type { Metadata } from 'next'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientMessagesProvider } from '@/features/site/client/ClientMessages'
import { preloadLocaleFont } from '@/features/site/font-preload'
import { interCyrillic, interLatin } from '@/features/site/fonts'
import { pageLocale, type LocaleParams } from '@/features/site/params'
import { localeTags } from '@/i18n/locales'

import { clientMessagesOf, frameMetadata, frameViewport } from '../../(site)/frame'

import '../../(site)/site.css'
import '../../(site)/parts.css'

/*
 * The frame of pages other sites show in an iframe (the embeddable charger map): the site's styles
 * and fonts without its header, footer, cookie notice or analytics. Links open in a new tab (`<base
 * target>`), never inside the partner's frame. Rendered on first request and then served from the
 * page cache, like the site's pages.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return frameMetadata(await pageLocale(params))
}

export const viewport = frameViewport

export default async function EmbedLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params)
  const messages = await getMessages({ locale })
  const clientMessages = clientMessagesOf(messages)
  preloadLocaleFont(locale)
  return (
    <html
      lang={localeTags[locale]}
      className={`${interLatin.variable} ${interCyrillic.variable}`}
      data-monitoring={process.env.SENTRY_DSN || undefined}
    >
      <head>
        <base target="_blank" />
      </head>
      <body>
        <ClientMessagesProvider messages={clientMessages}>
          <main id="main">{children}</main>
        </ClientMessagesProvider>
      </body>
    </html>
  )
}
