import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/content/queries'
import { webAppManifest } from '@/features/site/web/manifest'
import { defaultLocale } from '@/i18n/locales'

// The brand name comes from the back office (the build has no database).
export const dynamic = 'force-dynamic'

export default async function manifest() {
  const [settings, t] = await Promise.all([
    getSiteSettings(defaultLocale),
    getTranslations({ locale: defaultLocale, namespace: 'pages.home' }),
  ])
  return webAppManifest({ name: settings.brandName, description: t('description') })
}
