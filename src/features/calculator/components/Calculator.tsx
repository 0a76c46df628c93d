import { getTranslations } from 'next-intl/server'

import { SiteLink as Link } from '@/features/site/SiteLink'
import { localeTags, type Locale } from '@/i18n/locales'

import styles from '../calculator.module.css'
import {
  calculate,
  chargerKinds,
  meetingHref,
  planQuery,
  type MarketDefaults,
  type ParsedPlan,
  type PlanInputs,
} from '../model'
import { presenter, type OutputKey } from '../present'

type Props = {
  locale: Locale
  market: MarketDefaults
  plan: ParsedPlan
  /**
   * The h2 of the section on /business; the calculator page has its own header and no section
   * title.
   */
  heading?: string
  /** The section on /business links to the calculator's own page. */
  pageLink?: boolean
}

const calculatorPath = (locale: Locale) => `/${locale}/business/calculator`
/**
 * Where "Talk to us about this plan" leads: the calculator page's lead form with this plan
 * attached.
 */
export const talkHref = (locale: Locale, inputs: PlanInputs) =>
  `${calculatorPath(locale)}?${planQuery(inputs)}&talk=1#lead-form`

type Translate = Awaited<ReturnType<typeof getTranslations<'calculator'>>>
type Show = ReturnType<typeof presenter>

/**
 * The payback calculator: a GET form (works without JavaScript, its result is a shareable URL of
 * the calculator page), the result and the formulas under it. With JavaScript the result follows
 * every keystroke: `data-enhance` loads calculatorBehaviour.ts, which runs the same arithmetic in
 * the browser.
 */
export async function Calculator({ locale, market, plan, heading, pageLink }: Props) {
  const [t, tBooking] = await Promise.all([
    getTranslations({ locale, namespace: 'calculator' }),
    getTranslations({ locale, namespace: 'booking' }),
  ])
  const tag = localeTags[locale]
  const show = presenter(tag, market)
  const headingId = 'calculator-heading'
  return (
    <section
      className={heading ? styles.band : styles.calculator}
      aria-labelledby={heading ? headingId : undefined}
      data-enhance="payback-calculator"
      data-market={JSON.stringify(market)}
      data-locale-tag={tag}
      data-never={t('never')}
      data-estimated={t('estimated', { amount: '{amount}' })}
      data-summary={t('summary', { years: '{years}', margin: '{margin}' })}
      data-error-format={t('errorFormat')}
      data-error-range={t('errorRange')}
    >
      <div className={heading ? 'container' : undefined}>
        {heading ? (
          <>
            <h2 id={headingId}>{heading}</h2>
            <p className={styles.intro}>{t('sectionIntro', { market: market.name })}</p>
          </>
        ) : null}
        <div className={styles.grid}>
          <PlanForm locale={locale} market={market} plan={plan} t={t} show={show} />
          <PlanResult
            locale={locale}
            market={market}
            plan={plan}
            t={t}
            show={show}
            // Under the section's h2 on /business; under the page's h1 on the calculator page.
            resultHeading={heading ? 'h3' : 'h2'}
            pageLink={pageLink}
            bookLabel={tBooking('cta')}
          />
        </div>
        <Formulas market={market} t={t} show={show} />
      </div>
    </section>
  )
}

type PartProps = {
  locale: Locale
  market: MarketDefaults
  plan: ParsedPlan
  t: Translate
  show: Show
}

/** The plan's inputs: chargers of each kind, then hours, prices and costs (estimated if empty). */
function PlanForm({ locale, market, plan, t, show }: PartProps) {
  const { inputs } = plan
  const estimateCapex = calculate({ ...inputs, capex: null }, market).capex
  const estimateFees = calculate({ ...inputs, monthlyFees: null }, market).feesPerMonth
  const field = (name: string, label: string, n: number | null, options: FieldOptions) => (
    <NumberField plan={plan} t={t} name={name} label={label} n={n} options={options} />
  )
  return (
    <form method="get" action={calculatorPath(locale)} className={styles.form} noValidate>
      <fieldset>
        <legend>{t('chargersLegend')}</legend>
        <div className={styles.kinds}>
          {chargerKinds.map((kind) => (
            <div key={kind}>
              {field(kind, t(`kinds.${kind}`), inputs.counts[kind], { step: '1', max: 1000 })}
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('usageLegend')}</legend>
        {field('hours', t('hours'), inputs.hoursPerDay, { step: '0.5', max: 24 })}
        {field('price', t('price', { currency: market.currency }), inputs.driverPrice, {
          step: '0.01',
          max: 1_000_000,
        })}
        {field('energy', t('energy', { currency: market.currency }), inputs.energyCost, {
          step: '0.01',
          max: 1_000_000,
        })}
        {field('capex', t('capex', { currency: market.currency }), inputs.capex, {
          step: '1',
          max: 1e12,
          hint: t('capexHint'),
          placeholder: t('estimated', { amount: show.money(estimateCapex) }),
        })}
        {field('fees', t('fees', { currency: market.currency }), inputs.monthlyFees, {
          step: '1',
          max: 1e10,
          hint: t('feesHint', { amount: show.money(market.monthlyFeePerCharger) }),
          placeholder: t('estimated', { amount: show.money(estimateFees) }),
        })}
      </fieldset>
      <button type="submit" className="button">
        {t('calculate')}
      </button>
    </form>
  )
}

type FieldOptions = { step: string; max: number; hint?: string; placeholder?: string }

/**
 * One number of the plan with its hint and error. A field the visitor must correct shows what was
 * sent; the others the value computed with.
 */
function NumberField({
  plan: { errors, raw },
  t,
  name,
  label,
  n,
  options,
}: {
  plan: ParsedPlan
  t: Translate
  name: string
  label: string
  n: number | null
  options: FieldOptions
}) {
  const id = `calc-${name}`
  const error = errors[name] === 'range' ? t('errorRange') : errors[name] ? t('errorFormat') : null
  const value = errors[name] ? (raw[name] ?? '') : n === null ? '' : String(n)
  const describedBy = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min="0"
        max={options.max}
        step={options.step}
        defaultValue={value}
        placeholder={options.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-placeholder={options.placeholder ? name : undefined}
      />
      {options.hint ? (
        <small id={`${id}-hint`} className={styles.hint}>
          {options.hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  )
}

/**
 * Payback, margin, revenue, energy, CO2 and investment of the plan, and where to talk about it: the
 * lead form with the plan, or a meeting booked with it.
 */
function PlanResult({
  locale,
  market,
  plan: { inputs, errors },
  t,
  show,
  resultHeading: ResultHeading,
  pageLink,
  bookLabel,
}: PartProps & { resultHeading: 'h2' | 'h3'; pageLink?: boolean; bookLabel: string }) {
  const valid = Object.keys(errors).length === 0
  const result = calculate(inputs, market)
  const out = show.outputs(result, t('never'))
  const outputs: { key: OutputKey; label: string; strong?: boolean }[] = [
    { key: 'payback', label: t('payback'), strong: true },
    { key: 'margin', label: t('margin') },
    { key: 'revenue', label: t('revenue') },
    { key: 'energy', label: t('energyOut') },
    { key: 'co2', label: t('co2') },
    { key: 'capex', label: t('capexOut') },
  ]
  return (
    <div className={styles.result}>
      <ResultHeading>{t('resultHeading')}</ResultHeading>
      {!valid ? null : result.chargers === 0 ? <p role="alert">{t('noChargers')}</p> : null}
      <dl className={styles.outputs} data-valid={valid || undefined}>
        {outputs.map((o) => (
          <div key={o.key} className={o.strong ? styles.strong : undefined}>
            <dt>{o.label}</dt>
            <dd data-out={o.key}>{valid ? out[o.key] : '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" aria-live="polite" data-out="summary" />
      <p>
        <Link className="button button--primary" href={talkHref(locale, inputs)} data-talk="">
          {t('talk')}
        </Link>
      </p>
      <p>
        {/* A plain anchor: the booking page renders on request, a site link would prefetch it. */}
        <a className="button" href={meetingHref(locale, inputs)} data-book="">
          {bookLabel}
        </a>
      </p>
      {pageLink ? (
        <p>
          <Link href={`${calculatorPath(locale)}?${planQuery(inputs)}`} data-page-link="">
            {t('openPage')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}

/** How each figure is computed, with the market's factors, and what the estimate is not. */
function Formulas({ market, t, show }: Pick<PartProps, 'market' | 't' | 'show'>) {
  return (
    <details className={styles.formulas}>
      <summary>{t('formulasHeading')}</summary>
      <ul>
        {(['energy', 'revenue', 'margin', 'payback'] as const).map((k) => (
          <li key={k}>{t(`formulas.${k}`)}</li>
        ))}
        <li>{t('formulas.co2', { co2: show.factor(market.co2KgPerKwh), market: market.name })}</li>
        <li>
          {t('formulas.estimates', {
            ac22: show.money(market.unitCost.ac22),
            dc50: show.money(market.unitCost.dc50),
            fee: show.money(market.monthlyFeePerCharger),
          })}
        </li>
      </ul>
      <p>{t('disclaimer')}</p>
    </details>
  )
}
