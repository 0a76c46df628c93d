import { getTranslations } from 'next-intl/server'

import type { PriceSummary } from '@/features/map/tariffs/price'
import type { Locale } from '@/i18n/locales'
import { moneyFormat } from '@/i18n/money'

import { formatMoney, intlLocale } from './amounts'
import { connectorState, publicStationId, type ChargePoint } from './station'
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

/** A unit price: two decimals, up to four for small amounts (a price per minute in euro). */
export const formatTariff = (amount: number, currency: string, locale: string) =>
  moneyFormat(intlLocale(locale), currency, { minimumFractionDigits: 2, maximumFractionDigits: amount !== 0 && Math.abs(amount) < 1 ? 4 : 2 }).format(amount)

/** The price facts of a connector (each part the tariff has), with its currency and VAT. */
async function PriceFacts({ locale, price }: { locale: Locale; price: PriceSummary }) {
  const t = await getTranslations({ locale, namespace: 'pay.point' })
  const money = (amount: number) => formatTariff(amount, price.currency, locale)
  const rows: [key: string, label: string, value: string][] = []
  if (price.perKwh !== null) rows.push(['tariff', t('tariff'), t('tariffValue', { price: money(price.perKwh) })])
  if (price.perMinute !== null) rows.push(['price-time', t('perMinute'), t('perMinuteValue', { price: money(price.perMinute) })])
  if (price.startFee !== null) rows.push(['price-start', t('startFee'), t('startFeeValue', { price: money(price.startFee) })])
  if (price.idlePerMinute !== null) rows.push(['price-idle', t('idleFee'), t('idleFeeValue', { price: money(price.idlePerMinute) })])
  const vat = price.includesVat ? (price.vatPercent !== null ? t('vatIncluded', { percent: price.vatPercent }) : t('vatIncludedNoRate')) : t('vatNone')
  return (
    <>
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={key}>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{t('currency')}</dt>
        <dd data-testid="price-currency">{price.currency}</dd>
      </div>
      <div>
        <dt>{t('vat')}</dt>
        <dd data-testid="price-vat">{vat}</dd>
      </div>
    </>
  )
}

/** Station, connector, power, price and the connector's status. */
export async function ChargePointSummary({ locale, point }: { locale: Locale; point: Pick<ChargePoint, 'station' | 'match' | 'price'> }) {
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
            {station.name} <span className={styles.muted}>({publicStationId(station)})</span>
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
        {point.price ? <PriceFacts locale={locale} price={point.price} /> : null}
        <div>
          <dt>{t('status')}</dt>
          <dd>{ts(connectorState(match))}</dd>
        </div>
      </dl>
    </section>
  )
}

export { formatMoney }
