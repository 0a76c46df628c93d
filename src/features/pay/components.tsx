import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { formatMoney, intlLocale } from './amounts'
import { connectorState, type ChargePoint } from './station'
import styles from './pay.module.css'

/** The GET form that leads to `pay/prepay` (works without JavaScript; the QR code links there directly). */
export async function FindChargerForm({ locale, id = '', connector = '' }: { locale: Locale; id?: string; connector?: string }) {
  const t = await getTranslations({ locale, namespace: 'pay.find' })
  return (
    <form className={styles.card} action={`/${locale}/pay/prepay`} method="get" aria-labelledby="find-charger">
      <h2 id="find-charger">{t('title')}</h2>
      <div className={styles.field}>
        <label htmlFor="pay-id">{t('station')}</label>
        <input id="pay-id" name="id" required maxLength={64} autoComplete="off" defaultValue={id} aria-describedby="pay-id-hint" />
        <p id="pay-id-hint" className={styles.hint}>
          {t('stationHint')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="pay-connector">{t('connector')}</label>
        <input id="pay-connector" name="connector" required maxLength={64} autoComplete="off" defaultValue={connector} aria-describedby="pay-connector-hint" />
        <p id="pay-connector-hint" className={styles.hint}>
          {t('connectorHint')}
        </p>
      </div>
      <button type="submit" className="button button--primary">
        {t('submit')}
      </button>
    </form>
  )
}

export const formatTariff = (tariff: number, currency: string, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(tariff)

/** Station, connector, power, tariff and the connector's status. */
export async function ChargePointSummary({ locale, point }: { locale: Locale; point: Pick<ChargePoint, 'station' | 'match'> }) {
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'pay.point' }), getTranslations({ locale, namespace: 'pay.connectorStates' })])
  const { station, match } = point
  if (!station || !match) return null
  return (
    <section className={styles.card} aria-labelledby="charge-point">
      <h2 id="charge-point">{t('title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('station')}</dt>
          <dd>
            {station.name} <span className={styles.muted}>({station.ocpiId})</span>
          </dd>
        </div>
        <div>
          <dt>{t('address')}</dt>
          <dd>
            {station.address}, {station.city}
          </dd>
        </div>
        <div>
          <dt>{t('connector')}</dt>
          <dd>
            {match.evse.uid} · {match.connector.id} · {match.connector.standard.replaceAll('_', ' ')}
          </dd>
        </div>
        <div>
          <dt>{t('power')}</dt>
          <dd>{t('powerValue', { kw: match.powerKw })}</dd>
        </div>
        {match.tariffPerKwh !== null && match.tariffPerKwh > 0 ? (
          <div>
            <dt>{t('tariff')}</dt>
            <dd data-testid="tariff">{t('tariffValue', { price: formatTariff(match.tariffPerKwh, match.currency, locale) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('status')}</dt>
          <dd>{ts(connectorState(match))}</dd>
        </div>
      </dl>
    </section>
  )
}

export { formatMoney }
