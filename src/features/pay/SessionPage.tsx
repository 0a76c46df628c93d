import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { formatMoney } from './amounts'
import { ChargePointSummary, Fact, FindChargerForm } from './components'
import { latestPayment } from './queries'
import { liveSessionStates, sessionState } from './session'
import { chargePoint, connectorState, publicStationId } from './station'
import styles from './pay.module.css'
import { formatDate } from '@/i18n/format'

const refreshSeconds = 15

/**
 * `{locale}/session?id=&connector=`: the charging session of a connector (latest payment +
 * connector status).
 */
export async function SessionPage({
  locale,
  query,
}: {
  locale: Locale
  query: { id: string; connector: string }
}) {
  const payload = await payloadClient()
  const [t, te, point] = await Promise.all([
    getTranslations({ locale, namespace: 'pay.session' }),
    getTranslations({ locale, namespace: 'pay.errors' }),
    chargePoint(payload, query.id, query.connector),
  ])
  if (!point.station || !point.match) {
    return (
      <div className="container">
        <PageHeader locale={locale} pageKey="session" />
        <div className={styles.layout}>
          <p className={styles.alert} role="alert" data-testid="pay-error">
            {te(point.status === 'noStation' ? 'noStation' : 'noConnector')}
          </p>
          <FindChargerForm locale={locale} id={query.id} connector={query.connector} />
        </div>
      </div>
    )
  }
  const key = `${point.match.evse.uid}:${point.match.connector.id}`
  const payment = await latestPayment(payload, publicStationId(point.station), key)
  const state = sessionState(payment?.state ?? null, connectorState(point.match))
  const live = liveSessionStates.includes(state)
  return (
    <div className="container">
      {live ? <meta httpEquiv="refresh" content={String(refreshSeconds)} /> : null}
      <PageHeader locale={locale} pageKey="session" />
      <div className={styles.layout}>
        <section
          className={styles.status}
          data-testid="session-state"
          data-state={state}
          aria-live="polite"
        >
          <h2>{t(`states.${state}`)}</h2>
          {payment && payment.state !== 'failed' ? (
            <dl className={styles.facts}>
              <Fact label={t('paid')}>{formatMoney(payment.amount, payment.currency, locale)}</Fact>
              {payment.paidAt ? (
                <Fact label={t('since')}>
                  {formatDate(locale, payment.paidAt, {
                    style: 'medium',
                    time: true,
                    timeZone: point.station.timeZone,
                  })}
                </Fact>
              ) : null}
            </dl>
          ) : null}
          {live ? (
            <p className={styles.hint}>{t('autoRefresh', { seconds: refreshSeconds })}</p>
          ) : null}
          {point.status === 'ok' &&
          (state === 'none' || state === 'paymentFailed' || state === 'refunded') ? (
            <div className={styles.actions}>
              <a
                className="button button--primary"
                href={`/${locale}/pay/prepay?id=${encodeURIComponent(publicStationId(point.station))}&connector=${encodeURIComponent(key)}`}
              >
                {t('payNow')}
              </a>
            </div>
          ) : null}
        </section>
        <ChargePointSummary locale={locale} point={point} />
      </div>
    </div>
  )
}
