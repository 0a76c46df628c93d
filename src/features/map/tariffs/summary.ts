/**
 * What a driver pays before starting, from a connector's OCPI tariffs, as pure functions: which
 * tariff applies, and per dimension the first element whose restrictions hold at the start of a
 * session, now, in the station's time zone, with VAT added where the tariff states it. The rules
 * and their reasons: the map README, "Tariffs and prices".
 */
import { localClock } from '../stations/model'

import type { PriceSummary } from './price'
import { weekdays, type OcpiTariff, type TariffDimension, type TariffElement } from './model'

export type PriceContext = { now: Date; timeZone: string; powerKw: number }

const round = (n: number) => Math.round(n * 10_000) / 10_000
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

function localDate(now: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** Whether an element's restrictions hold at the start of a session in this context. */
export function elementApplies(
  element: TariffElement,
  ctx: PriceContext,
  laterInSession = false,
): boolean {
  const r = element.restrictions
  if (!r) return true
  if (r.reservation) return false
  if (!laterInSession && ((r.min_kwh ?? 0) > 0 || (r.min_duration ?? 0) > 0)) return false
  if (r.max_kwh === 0 || r.max_duration === 0) return false
  if (r.min_power !== undefined && ctx.powerKw < r.min_power) return false
  if (r.max_power !== undefined && ctx.powerKw > r.max_power) return false
  const clock = localClock(ctx.now, ctx.timeZone)
  if (r.day_of_week?.length && !r.day_of_week.includes(weekdays[clock.weekday - 1]!)) return false
  if (r.start_date || r.end_date) {
    const today = localDate(ctx.now, ctx.timeZone)
    if (r.start_date && today < r.start_date) return false
    if (r.end_date && today >= r.end_date) return false
  }
  if (r.start_time || r.end_time) {
    const start = r.start_time ? minutes(r.start_time) : 0
    const end = r.end_time ? minutes(r.end_time) : 24 * 60
    const now = clock.minutes
    // An end before the start runs past midnight (22:00-06:00).
    const inside = end > start ? now >= start && now < end : now >= start || now < end
    if (!inside) return false
  }
  return true
}

/** Whether a tariff is in force now (its start/end_date_time). */
export function tariffValid(
  tariff: Pick<OcpiTariff, 'start_date_time' | 'end_date_time'>,
  now: Date,
): boolean {
  if (tariff.start_date_time && new Date(tariff.start_date_time) > now) return false
  if (tariff.end_date_time && new Date(tariff.end_date_time) <= now) return false
  return true
}

/** The tariff a driver paying ad hoc gets, of the connector's tariff ids (see the rules above). */
export function chooseTariff(
  tariffIds: string[] | undefined,
  tariffs: Map<string, OcpiTariff>,
  now: Date,
): OcpiTariff | null {
  const candidates = (tariffIds ?? [])
    .map((id) => tariffs.get(id))
    .filter((t): t is OcpiTariff => !!t && tariffValid(t, now))
  return (
    candidates.find((t) => t.type === 'AD_HOC_PAYMENT') ??
    candidates.find((t) => !t.type || t.type === 'REGULAR') ??
    candidates[0] ??
    null
  )
}

/** The summary of one tariff (see the rules above). */
export function summarizeTariff(tariff: OcpiTariff, ctx: PriceContext): PriceSummary {
  const picked = new Map<TariffDimension, { price: number; vat?: number }>()
  for (const laterInSession of [false, true]) {
    for (const element of tariff.elements) {
      if (!elementApplies(element, ctx, laterInSession)) continue
      for (const c of element.price_components)
        if (!picked.has(c.type)) picked.set(c.type, { price: c.price, vat: c.vat })
    }
  }
  const vats = [...picked.values()].map((p) => p.vat).filter((v): v is number => v !== undefined)
  const gross = (dimension: TariffDimension, perHourToMinute = false) => {
    const p = picked.get(dimension)
    if (!p) return null
    const withVat = p.vat !== undefined ? p.price * (1 + p.vat / 100) : p.price
    return round(perHourToMinute ? withVat / 60 : withVat)
  }
  return {
    currency: tariff.currency,
    perKwh: gross('ENERGY'),
    perMinute: gross('TIME', true),
    startFee: gross('FLAT'),
    idlePerMinute: gross('PARKING_TIME', true),
    vatPercent: vats.length ? Math.max(...vats) : null,
    includesVat: vats.length > 0,
  }
}

/**
 * The fallback of connectors without an OCPI tariff: the site's own price per kWh, a final price.
 */
export function legacySummary(
  tariffPerKwh: number | undefined | null,
  currency: string,
): PriceSummary | null {
  if (tariffPerKwh === undefined || tariffPerKwh === null) return null
  return {
    currency,
    perKwh: tariffPerKwh,
    perMinute: null,
    startFee: null,
    idlePerMinute: null,
    vatPercent: null,
    includesVat: true,
  }
}

/** The price of one connector: its chosen OCPI tariff, else the fallback, else null. */
export function connectorPrice(
  connector: { tariff_ids?: string[]; tariff_per_kwh?: number },
  tariffs: Map<string, OcpiTariff>,
  station: { currency: string; timeZone: string },
  ctx: Omit<PriceContext, 'timeZone'>,
): PriceSummary | null {
  const tariff = chooseTariff(connector.tariff_ids, tariffs, ctx.now)
  if (tariff) return summarizeTariff(tariff, { ...ctx, timeZone: station.timeZone })
  return legacySummary(connector.tariff_per_kwh, station.currency)
}

/** True when nothing in the summary costs money (a free connector). */
export const isFree = (p: PriceSummary) =>
  [p.perKwh, p.perMinute, p.startFee].every((v) => v === null || v === 0)
