import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { SiteSettingsData } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'

import { AppButtons } from './AppButtons'
import { PageLinks } from './PageLinks'
import { pagePaths, type PageKey } from './pages'
import { telHref } from '@/i18n/format'

const columns: { title: 'products' | 'company' | 'legal'; links: PageKey[] }[] = [
  { title: 'products', links: ['business', 'evDrivers', 'map', 'shop', 'pay'] },
  { title: 'company', links: ['aboutUs', 'news', 'partnership', 'contact', 'inviteFriend'] },
  {
    title: 'legal',
    links: ['privacyPolicy', 'publicAgreement', 'accessibility', 'deleteAccount', 'readmeOss'],
  },
]

/**
 * The page frame's footer; `signup` is the slot under the app buttons (the layout hands it the
 * newsletter form).
 */
export async function Footer({
  locale,
  settings,
  signup,
}: {
  locale: Locale
  settings: SiteSettingsData
  signup?: ReactNode
}) {
  const t = await getTranslations({ locale })
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="brand">{settings.brandName}</p>
          <p>{t('site.tagline')}</p>
          <p>
            {t('site.support')}:{' '}
            <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>
            {' · '}
            <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
          </p>
        </div>
        <nav aria-label={t('site.footerNavigation')} className="site-footer__nav">
          {columns.map((column) => (
            <div key={column.title}>
              <h2>{t(`site.${column.title}`)}</h2>
              <PageLinks
                locale={locale}
                keys={column.links}
                label={(key) => t(`nav.${key}`)}
                Link={Link}
              />
            </div>
          ))}
        </nav>
        <div>
          <h2>{t('site.getTheApp')}</h2>
          <AppButtons locale={locale} settings={settings} variant="list" />
          {signup}
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('site.copyright', { year: new Date().getFullYear(), brand: settings.brandName })}</p>
        {/* The cookie notice opens its choices on this link's click; without JavaScript it leads to the policy. */}
        <p>
          <a href={`/${locale}${pagePaths.privacyPolicy}`} data-cookie-settings="">
            {t('cookies.settings')}
          </a>
        </p>
      </div>
    </footer>
  )
}
