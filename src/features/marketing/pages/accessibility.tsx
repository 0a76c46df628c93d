import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import { formatDate, telHref } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

import styles from '../marketing.module.css'
import { getSiteSettings } from '../queries'

/** When the statement was last prepared (the European Accessibility Act asks for the date). */
const preparedOn = '2026-11-26'

const conforms = ['keyboard', 'screenReader', 'automated', 'display', 'motion'] as const
const limits = ['map', 'captcha', 'media', 'thirdParty'] as const

/**
 * The accessibility statement: conformance status, what conforms, known limits, how to report a
 * barrier (the support e-mail and phone of the site settings) and where to turn next. Its text
 * ships with the site in the four languages (messages `accessibility`).
 */
export async function AccessibilityPage({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'accessibility' }),
    getSiteSettings(locale),
  ])
  const email = settings.supportEmail
  const phone = settings.supportPhone
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="accessibility" />
      <article className={styles.legal}>
        <h2>{t('statusHeading')}</h2>
        <p>{t('status')}</p>
        <h2>{t('conformsHeading')}</h2>
        <ul>
          {conforms.map((key) => (
            <li key={key}>{t(`conforms.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('limitsHeading')}</h2>
        <ul>
          {limits.map((key) => (
            <li key={key}>{t(`limits.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('reportHeading')}</h2>
        <p>
          {t.rich('report', {
            email,
            phone,
            mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
            tel: (chunks) => <a href={telHref(phone)}>{chunks}</a>,
          })}
        </p>
        <p>{t('reportResponse')}</p>
        <h2>{t('enforcementHeading')}</h2>
        <p>{t('enforcement')}</p>
        <p className={styles.meta}>{t('prepared', { date: formatDate(locale, preparedOn) })}</p>
      </article>
    </div>
  )
}
