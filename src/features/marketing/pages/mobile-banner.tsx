import { PageHeader } from '@/features/site/PageHeader'

import styles from '../marketing.module.css'
import { AppLinks } from '../parts'
import { getSiteSettings } from '../queries'
import { appLabels } from './cards'
import { marketingMessages, pageHeader, type PageProps } from './start'

/** The mobile-app banner on its own page, for embedding in the app. */
export async function MobileBannerPage({ locale }: PageProps) {
  const [t, settings] = await Promise.all([marketingMessages(locale), getSiteSettings(locale)])
  return (
    <div className="container">
      <PageHeader
        locale={locale}
        pageKey="mobileBanner"
        {...await pageHeader(locale, 'mobileBanner')}
      />
      <section className={styles.banner} aria-labelledby="banner-heading">
        <h2 id="banner-heading">{t('banner.heading')}</h2>
        <p>{t('banner.text')}</p>
        <p>{t('common.appOnly')}</p>
        <AppLinks settings={settings} labels={appLabels(t)} />
      </section>
    </div>
  )
}
