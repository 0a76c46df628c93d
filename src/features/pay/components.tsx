import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { PriceSummary } from '@/features/map/tariffs/price'
import type { Locale } from '@/i18n/locales'
import { intlTag, moneyFormat } from '@/i18n/format'

import { connectorState, publicStationId, type ChargePoint } from './station'
import styles from './pay.module.css'

/** A required one-line input with its label and a hint under it (the input's description). */
function HintedInput({
  id,
  name,
  label,
  hint,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  hint: string
  defaultValue: string
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        required
        maxLength={64}
        autoComplete="off"
        defaultValue={defaultValue}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  )
}

/**
 * One entry of the pay pages' fact lists (`<dl className={styles.facts}>`); `testId` marks the
 * value.
 */
export function Fact({
  label,
  testId,
  children,
}: {
  label: string
  testId?: string
  children: ReactNode
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

/**
 * The GET form that leads to `pay/prepay` (works without JavaScript; the QR code links there
 * directly).
 */
export async function FindChargerForm({
  locale,
  id = '',
  connector = '',
}: {
  locale: Locale
  id?: string
  connector?: string
}) {
  const t = await getTranslations({ locale, namespace: 'pay.find' })
  return (
    <form
      className={styles.card}
      action={`/${locale}/pay/prepay`}
      method="get"
      aria-labelledby="find-charger"
    >
      <h2 id="find-charger">{t('title')}</h2>
      <HintedInput
        id="pay-id"
        name="id"
        label={t('station')}
        hint={t('stationHint')}
        defaultValue={id}
      />
      <HintedInput
        id="pay-connector"
        name="connector"
        label={t('connector')}
        hint={t('connectorHint')}
        defaultValue={connector}
      />
      <button type="submit" className="button button--primary">
        {t('submit')}
      </button>
    </form>
  )
}

/** A unit price: two decimals, up to four for small amounts (a price per minute in euro). */
const formatTariff = (amount: number, currency: string, locale: string) =>
  moneyFormat(intlTag(locale), currency, {
    minimumFractionDigits: 2,
    maximumFractionDigits: amount !== 0 && Math.abs(amount) < 1 ? 4 : 2,
  }).format(amount)

/** The price facts of a connector (each part the tariff has), with its currency and VAT. */
async function PriceFacts({ locale, price }: { locale: Locale; price: PriceSummary }) {
  const t = await getTranslations({ locale, namespace: 'pay.point' })
  const money = (amount: number) => formatTariff(amount, price.currency, locale)
  const rows: [key: string, label: string, value: string][] = []
  if (price.perKwh !== null)
    rows.push(['tariff', t('tariff'), t('tariffValue', { price: money(price.perKwh) })])
  if (price.perMinute !== null)
    rows.push([
      'price-time',
      t('perMinute'),
      t('perMinuteValue', { price: money(price.perMinute) }),
    ])
  if (price.startFee !== null)
    rows.push(['price-start', t('startFee'), t('startFeeValue', { price: money(price.startFee) })])
  if (price.idlePerMinute !== null)
    rows.push([
      'price-idle',
      t('idleFee'),
      t('idleFeeValue', { price: money(price.idlePerMinute) }),
    ])
  const vat = price.includesVat
    ? price.vatPercent !== null
      ? t('vatIncluded', { percent: price.vatPercent })
      : t('vatIncludedNoRate')
    : t('vatNone')
  return (
    <>
      {rows.map(([key, label, value]) => (
        <Fact key={key} label={label} testId={key}>
          {value}
        </Fact>
      ))}
      <Fact label={t('currency')} testId="price-currency">
        {price.currency}
      </Fact>
      <Fact label={t('vat')} testId="price-vat">
        {vat}
      </Fact>
    </>
  )
}

/** Station, connector, power, price and the connector's status. */
export async function ChargePointSummary({
  locale,
  point,
}: {
  locale: Locale
  point: Pick<ChargePoint, 'station' | 'match' | 'price'>
}) {
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'pay.point' }),
    getTranslations({ locale, namespace: 'pay.connectorStates' }),
  ])
  const { station, match } = point
  if (!station || !match) return null
  return (
    <section className={styles.card} aria-labelledby="charge-point">
      <h2 id="charge-point">{t('title')}</h2>
      <dl className={styles.facts}>
        <Fact label={t('station')}>
          {station.name} <span className={styles.muted}>({publicStationId(station)})</span>
        </Fact>
        <Fact label={t('address')}>
          {station.address}, {station.city}
        </Fact>
        <Fact label={t('connector')}>
          {match.evse.uid} · {match.connector.id} · {match.connector.standard.replaceAll('_', ' ')}
        </Fact>
        <Fact label={t('power')}>{t('powerValue', { kw: match.powerKw })}</Fact>
        {point.price ? <PriceFacts locale={locale} price={point.price} /> : null}
        <Fact label={t('status')}>{ts(connectorState(match))}</Fact>
      </dl>
    </section>
  )
}
