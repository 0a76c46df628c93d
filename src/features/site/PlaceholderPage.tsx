import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'

import { pageMetadata } from './metadata'
import { PageHeader } from './PageHeader'
import type { PageKey } from './pages'
import { pageLocale, type LocaleParams } from './params'

/**
 * A page whose content a later issue builds: its real frame (title, description, h1, breadcrumb,
 * introduction) and a translated note with the support contacts. README lists which pages use it.
 */
export function placeholderPage(key: PageKey) {
  async function generateMetadata({ params }: LocaleParams) {
    return pageMetadata(key, await pageLocale(params))
  }
  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'site' }), getSiteSettings(locale)])
    return (
      <div className="container">
        <PageHeader locale={locale} pageKey={key} />
        <p>{t('comingSoon', { email: settings.supportEmail, phone: settings.supportPhone })}</p>
      </div>
    )
  }
  return { generateMetadata, Page }
}
