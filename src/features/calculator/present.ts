import { moneyFormat, numberFormat } from '@/i18n/format'

import type { MarketDefaults, PlanResult } from './model'

/**
 * The result as the page prints it, the same on the server and in the browser's live updates: money
 * without cents in the market's currency, years and tonnes with one decimal, kWh whole.
 */
export function presenter(localeTag: string, market: MarketDefaults) {
  const money = moneyFormat(localeTag, market.currency, { maximumFractionDigits: 0 })
  const decimal = numberFormat(localeTag, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
  const whole = numberFormat(localeTag, { maximumFractionDigits: 0 })
  const factor = numberFormat(localeTag, { maximumFractionDigits: 3 })
  return {
    money: (n: number) => money.format(n),
    factor: (n: number) => factor.format(n),
    outputs: (result: PlanResult, never: string) => ({
      revenue: money.format(result.revenuePerMonth),
      margin: money.format(result.marginPerMonth),
      payback: result.paybackYears === null ? never : decimal.format(result.paybackYears),
      energy: whole.format(result.energyKwhPerMonth),
      co2: decimal.format(result.co2TonnesPerYear),
      capex: money.format(result.capex),
    }),
  }
}
export type OutputKey = keyof ReturnType<ReturnType<typeof presenter>['outputs']>
