import { intlTag, moneyFormat } from '@/i18n/format'

/**
 * Prepaid amounts of an ad-hoc charging payment, per market currency.
 * Amounts are whole currency units chosen by the driver; the server converts them to minor units
 * (cents, kopiykas, sen) and never takes an amount from the browser without checking it here.
 */
export type PayCurrency = 'EUR' | 'UAH' | 'MYR'

type AmountRules = { presets: number[]; min: number; max: number }

export const amountRules: Record<PayCurrency, AmountRules> = {
  EUR: { presets: [10, 20, 30, 50], min: 5, max: 150 },
  UAH: { presets: [200, 400, 700, 1000], min: 100, max: 5000 },
  MYR: { presets: [30, 50, 100, 150], min: 20, max: 600 },
}

export const isPayCurrency = (value: unknown): value is PayCurrency =>
  typeof value === 'string' && value in amountRules

type AmountResult =
  | { ok: true; minor: number }
  | {
      ok: false
      code: 'amount_required' | 'amount_invalid' | 'amount_out_of_bounds'
      field: 'amount' | 'customAmount'
    }

/**
 * The prepaid amount in minor units from what the form sent: `amount` is a preset value or
 * `custom`, in which case `customAmount` is a whole number within the currency's bounds.
 */
export function resolveAmount(
  currency: PayCurrency,
  amount: unknown,
  customAmount?: unknown,
): AmountResult {
  const rules = amountRules[currency]
  const raw =
    typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : ''
  if (!raw) return { ok: false, code: 'amount_required', field: 'amount' }
  if (raw === 'custom') {
    const custom =
      typeof customAmount === 'number'
        ? String(customAmount)
        : typeof customAmount === 'string'
          ? customAmount.trim()
          : ''
    if (!custom) return { ok: false, code: 'amount_required', field: 'customAmount' }
    if (!/^\d{1,7}$/.test(custom))
      return { ok: false, code: 'amount_invalid', field: 'customAmount' }
    const value = Number(custom)
    if (value < rules.min || value > rules.max)
      return { ok: false, code: 'amount_out_of_bounds', field: 'customAmount' }
    return { ok: true, minor: value * 100 }
  }
  if (!/^\d{1,7}$/.test(raw)) return { ok: false, code: 'amount_invalid', field: 'amount' }
  const value = Number(raw)
  if (!rules.presets.includes(value))
    return { ok: false, code: 'amount_out_of_bounds', field: 'amount' }
  return { ok: true, minor: value * 100 }
}

/**
 * An e-mail address for the receipt: one @, a dot in the domain, no spaces, at most 254 characters.
 */
export function validEmail(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
  )
}

/** Money for display, formatted for the locale (minor units in). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return moneyFormat(intlTag(locale), currency, {
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100)
}
