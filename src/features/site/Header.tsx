import { SiteLink as Link } from '@/features/site/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { getSwitcherLocales, languageLabel } from '@/features/content/queries'
import { localeTags, type Locale } from '@/i18n/locales'

import { LanguageSwitcher } from './client/LanguageSwitcher'
import { MobileMenu } from './client/MobileMenu'
import { NavLink } from './client/NavLink'
import { PageLinks } from './PageLinks'
import type { PageKey } from './pages'

const headerNavigation: PageKey[] = [
  'business',
  'evDrivers',
  'map',
  'shop',
  'news',
  'aboutUs',
  'contact',
]

/**
 * The page frame's header; `cart` is the slot beside the navigation (the layout hands it the shop's
 * cart link).
 */
export async function Header({
  locale,
  brandName,
  cart,
}: {
  locale: Locale
  brandName: string
  cart?: ReactNode
}) {
  const [t, languages] = await Promise.all([getTranslations({ locale }), getSwitcherLocales()])
  const options = (languages.length ? languages : [locale]).map((l) => ({
    locale: l,
    label: languageLabel(l),
    tag: localeTags[l],
  }))
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href={`/${locale}`} className="brand" aria-label={`${brandName}, ${t('site.home')}`}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <rect width="28" height="28" rx="7" fill="currentColor" />
            <path d="M15.5 4 8 16h5l-1.5 8L20 12h-5z" fill="#fff" />
          </svg>
          <span>{brandName}</span>
        </Link>
        <MobileMenu label={t('site.menu')}>
          <nav aria-label={t('site.mainNavigation')}>
            <PageLinks
              locale={locale}
              keys={headerNavigation}
              label={(key) => t(`nav.${key}`)}
              Link={NavLink}
            />
          </nav>
        </MobileMenu>
        {cart}
        <LanguageSwitcher current={locale} options={options} label={t('site.language')} />
      </div>
    </header>
  )
}
