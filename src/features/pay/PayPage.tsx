import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'

import { FindChargerForm } from './components'
import { activeProvider } from './providers'
import styles from './pay.module.css'

/** `pay`: what ad-hoc payment is, how it works, and the form to find a charger. */
export async function PayPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pay' })
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="pay" />
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="pay-how">
          <h2 id="pay-how">{t('how.title')}</h2>
          <ol className={styles.steps}>
            <li>{t('how.scan')}</li>
            <li>{t('how.choose')}</li>
            <li>{t('how.pay')}</li>
            <li>{t('how.follow')}</li>
          </ol>
          <p className={styles.muted}>{t('noApp')}</p>
        </section>
        {activeProvider() ? (
          <FindChargerForm locale={locale} />
        ) : (
          <section className={styles.card} aria-labelledby="pay-unavailable">
            <h2 id="pay-unavailable">{t('errors.title')}</h2>
            <p className={styles.alert} role="alert" data-testid="pay-unavailable">
              {t('errors.payments_unavailable')}
            </p>
          </section>
        )}
      </div>
    </div>
  )
}
