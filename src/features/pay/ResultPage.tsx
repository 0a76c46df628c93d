import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Payment } from '@/payload-types'

import { formatMoney } from './amounts'
import { Fact } from './components'
import { refreshPayment } from './transitions'
import styles from './pay.module.css'

const pendingRefreshSeconds = 2

type Outcome = 'paid' | 'pending' | 'declined' | 'providerError' | 'expired' | 'refunded'

function outcomeOf(payment: Payment): Outcome {
  if (payment.state === 'paid') return 'paid'
  if (payment.state === 'refunded') return 'refunded'
  if (payment.state === 'failed')
    return payment.failureReason === 'provider_error'
      ? 'providerError'
      : payment.failureReason === 'expired'
        ? 'expired'
        : 'declined'
  return 'pending'
}

const sessionHref = (locale: Locale, payment: Payment) =>
  `/${locale}/session?id=${encodeURIComponent(payment.stationId)}&connector=${encodeURIComponent(payment.connector)}`
const prepayHref = sessionHref

/**
 * `pay/success?payment=`: paid, declined, failed, or still pending (the page refreshes itself, no
 * JS needed).
 */
export async function ResultPage({ locale, reference }: { locale: Locale; reference: string }) {
  const [t, payment] = await Promise.all([
    getTranslations({ locale, namespace: 'pay.result' }),
    reference ? refreshPayment(await payloadClient(), reference) : null,
  ])
  if (!payment) {
    return (
      <div className="container">
        <PageHeader locale={locale} pageKey="paySuccess" />
        <p className={styles.alert} role="alert" data-testid="pay-result" data-state="unknown">
          {t('notFound')}
        </p>
      </div>
    )
  }
  const outcome = outcomeOf(payment)
  return (
    <div className="container">
      {outcome === 'pending' ? (
        <meta httpEquiv="refresh" content={String(pendingRefreshSeconds)} />
      ) : null}
      <PageHeader locale={locale} pageKey="paySuccess" />
      <section
        className={styles.status}
        data-state={payment.state}
        data-testid="pay-result"
        aria-live="polite"
        aria-labelledby="result-title"
      >
        <h2 id="result-title">{t(`${outcome}.title`)}</h2>
        <p>{t(`${outcome}.text`, { email: payment.email })}</p>
        <dl className={styles.facts}>
          <Fact label={t('reference')} testId="payment-reference">
            {payment.reference}
          </Fact>
          <Fact label={t('amount')}>{formatMoney(payment.amount, payment.currency, locale)}</Fact>
        </dl>
        <div className={styles.actions}>
          {outcome === 'paid' ? (
            <a className="button button--primary" href={sessionHref(locale, payment)}>
              {t('followSession')}
            </a>
          ) : null}
          {outcome === 'pending' ? (
            <a className="button" href={`/${locale}/pay/success?payment=${payment.reference}`}>
              {t('refreshNow')}
            </a>
          ) : null}
          {outcome === 'declined' || outcome === 'providerError' || outcome === 'expired' ? (
            <a
              className="button button--primary"
              href={prepayHref(locale, payment).replace('/session?', '/pay/prepay?')}
            >
              {t('tryAgain')}
            </a>
          ) : null}
        </div>
      </section>
    </div>
  )
}
