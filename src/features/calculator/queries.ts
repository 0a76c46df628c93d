import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache'
import { payloadClient } from '@/lib/payload'

import { builtInMarkets } from './defaults'
import { chargerKinds, type ChargerKind, type MarketDefaults } from './model'

type MarketRow = {
  name?: string | null
  locale?: string | null
  currency?: string | null
  driverPrice?: number | null
  energyCost?: number | null
  hoursPerDay?: number | null
  unitCost?: Partial<Record<ChargerKind, number | null>> | null
  monthlyFeePerCharger?: number | null
  co2KgPerKwh?: number | null
}

/** The market of a locale among the stored rows (the first naming it), else the built-in one. */
export function marketFor(rows: readonly MarketRow[], locale: Locale): MarketDefaults {
  const row = rows.find((r) => r.locale === locale)
  const shipped = builtInMarkets[locale]
  if (!row) return shipped
  const n = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback
  return {
    name: row.name || shipped.name,
    currency: /^[A-Z]{3}$/.test(row.currency ?? '') ? row.currency! : shipped.currency,
    driverPrice: n(row.driverPrice, shipped.driverPrice),
    energyCost: n(row.energyCost, shipped.energyCost),
    hoursPerDay: Math.min(24, n(row.hoursPerDay, shipped.hoursPerDay)),
    unitCost: Object.fromEntries(
      chargerKinds.map((k) => [k, n(row.unitCost?.[k], shipped.unitCost[k])]),
    ) as Record<ChargerKind, number>,
    monthlyFeePerCharger: n(row.monthlyFeePerCharger, shipped.monthlyFeePerCharger),
    co2KgPerKwh: n(row.co2KgPerKwh, shipped.co2KgPerKwh),
  }
}

async function loadRows(payload: Payload): Promise<MarketRow[]> {
  const global = await payload.findGlobal({ slug: 'payback-calculator', depth: 0 })
  return (global.markets ?? []) as MarketRow[]
}

/**
 * The figures of a locale's market as editors keep them, read straight from the database (leads).
 */
export async function marketDefaults(payload: Payload, locale: Locale): Promise<MarketDefaults> {
  return marketFor(await loadRows(payload), locale)
}

/** The same for a page, kept in the page cache until an editor changes the global. */
export function getMarketDefaults(locale: Locale): Promise<MarketDefaults> {
  return cachedRead(['payback-calculator', locale], ['payback-calculator'], async () =>
    marketFor(await loadRows(await payloadClient()), locale),
  )
}
