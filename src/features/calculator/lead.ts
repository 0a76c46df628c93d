import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { chargersField } from './lead-fields'
import { calculate, chargerKinds, parsePlan, planQuery } from './model'
import { marketDefaults } from './queries'

/**
 * The calculation a lead stores for its `plan` (the calculator's query): parsed with the
 * calculator's own rules and recomputed with the figures of the lead's market. A plan that does not
 * parse is refused.
 */
export async function leadCalculation(
  payload: Payload,
  plan: string,
  locale: Locale,
): Promise<Record<string, string | number | null> | null> {
  const market = await marketDefaults(payload, locale)
  const { inputs, errors } = parsePlan(new URLSearchParams(plan), market)
  if (Object.keys(errors).length) return null
  const result = calculate(inputs, market)
  if (result.chargers === 0) return null
  return {
    market: market.name,
    currency: market.currency,
    ...Object.fromEntries(chargerKinds.map((kind) => [chargersField(kind), inputs.counts[kind]])),
    hoursPerDay: inputs.hoursPerDay,
    driverPrice: inputs.driverPrice,
    energyCost: inputs.energyCost,
    capex: result.capex,
    monthlyFees: result.feesPerMonth,
    energyKwhPerMonth: result.energyKwhPerMonth,
    revenuePerMonth: result.revenuePerMonth,
    marginPerMonth: result.marginPerMonth,
    paybackYears: result.paybackYears,
    co2TonnesPerYear: result.co2TonnesPerYear,
  }
}

/**
 * The submission pipeline's `derive` for leads: a lead with a plan stores its recomputed
 * calculation.
 */
export async function deriveLeadFields(
  payload: Payload,
  form: string,
  fields: Record<string, unknown>,
  locale: Locale,
): Promise<{ fields: Record<string, unknown> } | { refused: string }> {
  if (form !== 'lead' || typeof fields.plan !== 'string' || fields.plan === '')
    return { fields: {} }
  const calculation = await leadCalculation(payload, fields.plan, locale)
  if (!calculation) return { refused: 'plan' }
  // The plan stored is the canonical one of what was computed.
  const market = await marketDefaults(payload, locale)
  return {
    fields: {
      calculation,
      plan: planQuery(parsePlan(new URLSearchParams(fields.plan), market).inputs),
    },
  }
}
