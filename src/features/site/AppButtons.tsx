import QRCode from 'qrcode'
import { getTranslations } from 'next-intl/server'

import type { SiteSettingsData } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

/** Where the QR code leads: a redirect to the store of the phone that scans it. */
const appDownloadPath = '/api/v1/app'

const qrCache = new Map<string, string>()
async function qrSvg(url: string): Promise<string> {
  let svg = qrCache.get(url)
  if (!svg) {
    svg = await QRCode.toString(url, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#14201b', light: '#ffffff' },
    })
    qrCache.set(url, svg)
  }
  return svg
}

/**
 * The driver-app buttons. Both stores are in the HTML (the page stays the same for every visitor
 * and cacheable); the browser marks `<html data-device>` and the CSS keeps the App Store for iPhone
 * and iPad, Google Play for Android, and both plus a QR code on desktops. Without JavaScript both
 * buttons show.
 */
export async function AppButtons({
  locale,
  settings,
  variant = 'buttons',
}: {
  locale: Locale
  settings: SiteSettingsData
  variant?: 'buttons' | 'list'
}) {
  const { appStore, googlePlay } = settings.appLinks
  if (!appStore && !googlePlay) return null
  const t = await getTranslations({ locale, namespace: 'site' })
  const qr = await qrSvg(new URL(`${appDownloadPath}?locale=${locale}`, siteUrl()).toString())
  const links = [
    appStore ? { store: 'appStore', href: appStore, label: t('appStore') } : null,
    googlePlay ? { store: 'googlePlay', href: googlePlay, label: t('googlePlay') } : null,
  ].filter((l) => l !== null)
  return (
    <div className="app-buttons" data-variant={variant}>
      <ul className="app-buttons__list">
        {links.map((link, i) => (
          <li key={link.store} data-app-store={link.store}>
            <a
              className={
                variant === 'buttons' ? (i === 0 ? 'button button--primary' : 'button') : undefined
              }
              href={link.href}
              rel="noopener"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <figure className="app-buttons__qr" data-app-qr>
        {/* The caption says what the code is for; the code itself means nothing read aloud. */}
        <div
          className="app-buttons__code"
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <figcaption>{t('scanForApp')}</figcaption>
      </figure>
    </div>
  )
}
