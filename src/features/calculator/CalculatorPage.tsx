import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageHeader } from '@/features/site/PageHeader'
import type { Locale } from '@/i18n/locales'

import { Calculator } from './components/Calculator'
import {
  calculate,
  calculatorSource,
  chargerKinds,
  kindPowerKw,
  parsePlan,
  planInterest,
  planQuery,
  type PlanInputs,
} from './model'
import { getMarketDefaults } from './queries'

type Query = Record<string, string | string[] | undefined>

/** The lead form's opening values for a plan: interest, number of chargers and their types. */
export function planLeadValues(inputs: PlanInputs): Record<string, string> {
  const kinds = chargerKinds.filter((k) => inputs.counts[k] > 0)
  return {
    interest: planInterest,
    chargersAmount: String(kinds.reduce((sum, k) => sum + inputs.counts[k], 0)),
    chargersTypes: kinds
      .map((k) => `${inputs.counts[k]} × ${k.startsWith('dc') ? 'DC' : 'AC'} ${kindPowerKw[k]} kW`)
      .join(', '),
  }
}

/**
 * The calculator's own page: its plan from the query (a shared link, the GET form), the result, and
 * the lead form under it. "Talk to us about this plan" (`talk=1`) opens that form filled in with
 * the plan, which travels with the lead (the server recomputes it).
 */
export async function CalculatorPage({
  locale,
  searchParams,
  leadForm,
}: {
  locale: Locale
  searchParams: Query
  leadForm: (props: {
    initial?: Record<string, string>
    plan?: string
    /** The lead source its success message's "Book a meeting" carries. */
    source?: string
  }) => ReactNode
}) {
  const [market, t] = await Promise.all([
    getMarketDefaults(locale),
    getTranslations({ locale, namespace: 'calculator' }),
  ])
  const plan = parsePlan(searchParams, market)
  const talk = searchParams.talk === '1' && Object.keys(plan.errors).length === 0
  const result = calculate(plan.inputs, market)
  const attach = talk && result.chargers > 0
  return (
    <>
      <div className="container">
        <PageHeader locale={locale} pageKey="businessCalculator" />
        <Calculator locale={locale} market={market} plan={plan} />
      </div>
      <div id="lead-form" className="container">
        {attach ? (
          <p role="status">
            {t('planAttached', {
              chargers: result.chargers,
              years: result.paybackYears === null ? t('never') : String(result.paybackYears),
            })}
          </p>
        ) : null}
        {attach
          ? leadForm({
              initial: planLeadValues(plan.inputs),
              plan: planQuery(plan.inputs),
              source: calculatorSource,
            })
          : leadForm({ source: calculatorSource })}
      </div>
    </>
  )
}

/**
 * The calculator as a section of the business page, with the market's defaults and a link to its
 * page.
 */
export async function CalculatorSection({ locale }: { locale: Locale }) {
  const [market, t] = await Promise.all([
    getMarketDefaults(locale),
    getTranslations({ locale, namespace: 'calculator' }),
  ])
  return (
    <Calculator
      locale={locale}
      market={market}
      plan={parsePlan({}, market)}
      heading={t('sectionHeading')}
      pageLink
    />
  )
}
