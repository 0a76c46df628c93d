import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { amountRules, formatMoney, isPayCurrency, type PayCurrency } from './amounts'
import { ChargePointSummary, FindChargerForm } from './components'
import { CustomAmount } from './CustomAmount'
import { testOutcomes } from './provider'
import { activeProvider } from './providers'
import { newIdempotencyKey } from './create'
import { chargePoint, publicStationId, type ChargePoint } from './station'
import styles from './pay.module.css'

type PrepayQuery = { id: string; connector: string; error?: string; email?: string }

const errorKeys = [
  'noStation',
  'noConnector',
  'appOnly',
  'free',
  'noTariff',
  'currency_unsupported',
  'amount_required',
  'amount_invalid',
  'amount_out_of_bounds',
  'idempotency_conflict',
  'payments_unavailable',
] as const

/** `pay/prepay?id=&connector=`: the charger, its tariff, and the prepaid amount form. */
export async function PrepayPage({ locale, query }: { locale: Locale; query: PrepayQuery }) {
  const [t, forms, errors, point] = await Promise.all([
    getTranslations({ locale, namespace: 'pay' }),
    getTranslations({ locale, namespace: 'forms' }),
    getTranslations({ locale, namespace: 'errors' }),
    payloadClient().then((p) => chargePoint(p, query.id, query.connector)),
  ])
  // A bad e-mail address and an unknown failure read as in every form of the site (their shared
  // messages).
  const errorText = (code: string | undefined) =>
    !code
      ? null
      : code === 'email_invalid'
        ? forms('errors.email')
        : code === 'unavailable'
          ? errors('unavailable')
          : (errorKeys as readonly string[]).includes(code)
            ? t(`errors.${code as (typeof errorKeys)[number]}`)
            : errors('generic')

  const provider = activeProvider()
  if (!provider || point.status !== 'ok' || !isPayCurrency(point.currency)) {
    const code = !provider
      ? 'payments_unavailable'
      : point.status === 'ok'
        ? 'currency_unsupported'
        : point.status
    return (
      <Unpayable locale={locale} query={query} point={point} code={code} t={t}>
        {errorText(code)}
      </Unpayable>
    )
  }

  const error = errorText(query.error)
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="payPrepay" />
      <div className={styles.layout}>
        <ChargePointSummary locale={locale} point={point} />
        <form
          className={styles.card}
          action="/api/v1/payments"
          method="post"
          aria-labelledby="prepay-title"
        >
          <h2 id="prepay-title">{t('prepay.title')}</h2>
          {error ? (
            <p className={styles.alert} role="alert" data-testid="pay-error">
              {error}
            </p>
          ) : null}
          <input type="hidden" name="station" value={publicStationId(point.station)} />
          <input type="hidden" name="connector" value={point.key} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="idempotencyKey" value={newIdempotencyKey()} />
          <AmountChoices locale={locale} point={point} currency={point.currency} t={t} />
          <div className={styles.field}>
            <label htmlFor="pay-email">{t('prepay.email')}</label>
            <input
              id="pay-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={query.email ?? ''}
              aria-describedby="pay-email-hint"
            />
            <p id="pay-email-hint" className={styles.hint}>
              {t('prepay.emailHint')}
            </p>
          </div>
          {provider.id === 'test' ? <TestOutcomeChoices t={t} /> : null}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary">
              {t('prepay.submit')}
            </button>
          </div>
          {provider.id === 'test' ? null : (
            <p className={styles.hint}>
              {provider.testMode
                ? `${t('prepay.secure')} ${t('prepay.testMode')}`
                : t('prepay.secure')}
            </p>
          )}
        </form>
      </div>
    </div>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'pay'>>>
type PayablePoint = Extract<ChargePoint, { status: 'ok' }>

/** Why this charge point cannot be paid here, what is known of it, and a search for another. */
function Unpayable({
  locale,
  query,
  point,
  code,
  t,
  children,
}: {
  locale: Locale
  query: PrepayQuery
  point: ChargePoint
  code: string
  t: Translate
  /** The reason, in words. */
  children: ReactNode
}) {
  return (
    <div className="container">
      <PageHeader locale={locale} pageKey="payPrepay" />
      <div className={styles.layout}>
        <div className={styles.card}>
          <h2>{t('errors.title')}</h2>
          <p className={styles.alert} role="alert" data-testid="pay-error">
            {children}
          </p>
          {point.station ? <ChargePointSummary locale={locale} point={point} /> : null}
        </div>
        {code === 'noStation' || code === 'noConnector' ? (
          <FindChargerForm locale={locale} id={query.id} connector={query.connector} />
        ) : null}
      </div>
    </div>
  )
}

/**
 * The market's preset amounts, each with the energy it buys after the start fee (no estimate
 * without a price per kWh), or an amount of the driver's own within the bounds.
 */
function AmountChoices({
  locale,
  point,
  currency,
  t,
}: {
  locale: Locale
  point: PayablePoint
  currency: PayCurrency
  t: Translate
}) {
  const rules = amountRules[currency]
  const money = (units: number) => formatMoney(units * 100, currency, locale)
  const { perKwh, startFee } = point.price
  const kwh = (units: number) =>
    perKwh ? Math.max(0, Math.floor((units - (startFee ?? 0)) / perKwh)) : null
  return (
    <fieldset className={styles.choices} aria-describedby="amount-hint">
      <legend className={styles.legend}>{t('prepay.amount')}</legend>
      <p id="amount-hint" className={styles.hint}>
        {t('prepay.amountHint')}
      </p>
      <div className={styles.presets}>
        {rules.presets.map((value, i) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="amount" value={value} defaultChecked={i === 1} required />
            <span>
              {money(value)}
              {kwh(value) !== null ? (
                <small>{t('prepay.estimate', { kwh: kwh(value)! })}</small>
              ) : null}
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" name="amount" value="custom" id="amount-custom" />
          <span>{t('prepay.custom')}</span>
        </label>
      </div>
      <div className={styles.custom}>
        <label htmlFor="custom-amount">{t('prepay.customLabel', { currency })}</label>
        <CustomAmount
          radioId="amount-custom"
          id="custom-amount"
          name="customAmount"
          type="number"
          inputMode="numeric"
          min={rules.min}
          max={rules.max}
          step={1}
          aria-describedby="custom-hint"
        />
        <p id="custom-hint" className={styles.hint}>
          {t('prepay.customHint', { min: money(rules.min), max: money(rules.max) })}
        </p>
      </div>
    </fieldset>
  )
}

/** With the built-in test provider only: the outcome the test checkout will have. */
function TestOutcomeChoices({ t }: { t: Translate }) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('prepay.testOutcome')}</legend>
      <p className={styles.notice}>{t('prepay.testMode')}</p>
      {testOutcomes.map((outcome, i) => (
        <label key={outcome} className={styles.choice}>
          <input type="radio" name="testOutcome" value={outcome} defaultChecked={i === 0} />
          <span>{t(`prepay.outcomes.${outcome}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
