import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PreviewBar } from '@/features/content/preview/PreviewBar'
import { getSiteSettings } from '@/features/content/queries'
import { NewsletterForm } from '@/features/forms/newsletter'
import { PreviewRefresh } from '@/features/content/preview/PreviewRefresh'
import { HeaderCart } from '@/features/shop/cart/HeaderCart'
import { ClientMessagesProvider } from '@/features/site/client/ClientMessages'
import { CookieNotice, type CookieStrings } from '@/features/site/client/CookieNotice'
import { firstPaintScript } from '@/features/site/first-paint'
import { SiteBehaviours } from '@/features/site/client/SiteBehaviours'
import { preloadLocaleFont } from '@/features/site/font-preload'
import { interCyrillic, interLatin } from '@/features/site/fonts'
import { Footer } from '@/features/site/Footer'
import { Header } from '@/features/site/Header'
import { pagePaths } from '@/features/site/pages'
import { pageLocale, type LocaleParams } from '@/features/site/params'
import { localeTags } from '@/i18n/locales'

import { Enhancements } from '../Enhancements'
import { clientMessagesOf, frameMetadata, frameViewport } from '../frame'

import '../site.css'
import '../frame.css'
import '../parts.css'

// No locale is rendered at build time (the build has no database): each page is rendered on its
// first request, then served from the page cache until a content change revalidates it
// (src/lib/cache).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return frameMetadata(await pageLocale(params))
}

export const viewport = frameViewport

export default async function LocaleLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params)
  const [t, messages, settings] = await Promise.all([
    getTranslations({ locale }),
    getMessages({ locale }),
    getSiteSettings(locale),
  ])
  const clientMessages = clientMessagesOf(messages)
  preloadLocaleFont(locale)
  return (
    // data-monitoring: the Sentry DSN when error reporting is on (src/instrumentation-client.ts
    // loads the SDK only then); absent otherwise. The page cache keeps one set of pages per value
    // (page-cache-handler).
    // suppressHydrationWarning: the first script may mark <html> before React hydrates it.
    <html
      suppressHydrationWarning
      lang={localeTags[locale]}
      className={`${interLatin.variable} ${interCyrillic.variable}`}
      data-monitoring={process.env.SENTRY_DSN || undefined}
    >
      <body>
        {/* Before anything paints: hides the cookie notice for a visitor who has chosen, and names
        the device for the driver-app buttons (first-paint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
        <a href="#main" className="skip-link">
          {t('site.skipToContent')}
        </a>
        <ClientMessagesProvider messages={clientMessages}>
          <PreviewBar locale={locale} refresh={<PreviewRefresh />} />
          <Header
            locale={locale}
            brandName={settings.brandName}
            cart={<HeaderCart locale={locale} />}
          />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer locale={locale} settings={settings} signup={<NewsletterForm locale={locale} />} />
          <CookieNotice
            gtmId={process.env.GTM_ID || undefined}
            strings={messages.cookies as CookieStrings}
            linkHref={`/${locale}${pagePaths.privacyPolicy}`}
          />
          <SiteBehaviours />
          <Enhancements />
        </ClientMessagesProvider>
      </body>
    </html>
  )
}
