import { moneyFormat } from '@/i18n/format'
import { fill } from '@/lib/fill'

import type { OpeningTimes } from '../stations/model'
import type { PriceSummary } from '../tariffs/price'
import type { MapMessages } from './types'

export const connectorNames: Record<string, string> = {
  IEC_62196_T2: 'Type 2',
  IEC_62196_T2_COMBO: 'CCS2',
  IEC_62196_T1: 'Type 1',
  IEC_62196_T1_COMBO: 'CCS1',
  CHADEMO: 'CHAdeMO',
  GBT_AC: 'GB/T AC',
  GBT_DC: 'GB/T DC',
  TESLA_S: 'Tesla',
  CHAOJI: 'ChaoJi',
  DOMESTIC_F: 'Schuko',
  IEC_60309_2_single_16: 'CEE 16 A',
}

/** The number drawn on a station marker and in the legend for each power band. */
export const bandShort: Record<string, string> = {
  '2-7': '7',
  '11-22': '22',
  '50+': '50',
  '120+': '120',
}

/** Opening hours as lines, consecutive days with the same hours joined ("Mon–Sat 08:00–22:00"). */
export function hoursText(
  times: OpeningTimes,
  m: Pick<MapMessages, 'allDay' | 'weekdays'>,
): string[] {
  if (times.twentyfourseven || !times.regular_hours?.length) return [m.allDay]
  const lines: { from: number; to: number; span: string }[] = []
  for (const h of [...times.regular_hours].sort((a, b) => a.weekday - b.weekday)) {
    const span = `${h.period_begin}–${h.period_end}`
    const last = lines[lines.length - 1]
    if (last && last.span === span && last.to === h.weekday - 1) last.to = h.weekday
    else lines.push({ from: h.weekday, to: h.weekday, span })
  }
  return lines.map(
    (l) => `${m.weekdays[l.from]}${l.to !== l.from ? `–${m.weekdays[l.to]}` : ''} ${l.span}`,
  )
}

/**
 * Money through the site's one formatter (server render and browser agree, see src/i18n/money.ts).
 */
export const money = (localeTag: string, value: number, currency: string) =>
  moneyFormat(localeTag, currency, { maximumFractionDigits: 2 }).format(value)

type PriceTexts = Pick<
  MapMessages,
  | 'tariff'
  | 'perMinute'
  | 'startFee'
  | 'idleFee'
  | 'vatIncluded'
  | 'vatIncludedRate'
  | 'vatExcluded'
  | 'vatExcludedRate'
  | 'freeCharging'
>

/**
 * What a driver pays at a connector, one phrase per price component of its tariff, then whether VAT
 * is included. A tariff with no component at all reads as free.
 */
export function priceParts(price: PriceSummary, localeTag: string, m: PriceTexts): string[] {
  const f = (value: number) => money(localeTag, value, price.currency)
  const parts: string[] = []
  if (price.perKwh !== null) parts.push(fill(m.tariff, { price: f(price.perKwh) }))
  if (price.perMinute !== null) parts.push(fill(m.perMinute, { price: f(price.perMinute) }))
  if (price.startFee !== null) parts.push(fill(m.startFee, { price: f(price.startFee) }))
  if (price.idlePerMinute !== null) parts.push(fill(m.idleFee, { price: f(price.idlePerMinute) }))
  if (!parts.length) return [m.freeCharging]
  const rate =
    price.vatPercent === null
      ? null
      : new Intl.NumberFormat(localeTag, { maximumFractionDigits: 2 }).format(price.vatPercent)
  parts.push(
    price.includesVat
      ? rate
        ? fill(m.vatIncludedRate, { rate })
        : m.vatIncluded
      : rate
        ? fill(m.vatExcludedRate, { rate })
        : m.vatExcluded,
  )
  return parts
}
