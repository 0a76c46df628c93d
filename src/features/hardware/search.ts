import { getTranslations } from 'next-intl/server'

import { numberFormat } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

import {
  matchesQuery,
  pageOf,
  searchableOf,
  type ChargerModel,
  type HardwareQuery,
  type OcppStatus,
  type OcppVersion,
} from './model'
import { getChargerModels } from './queries'

/**
 * A model as a result card shows it, its lines already in the visitor's language: the page renders
 * it and the JSON search (`GET /api/v1/charger-models`) sends it, so the browser draws the same
 * card without holding any words or formats of its own.
 */
export type ModelView = {
  id: string
  name: string
  manufacturer: string
  current: ChargerModel['current']
  powerKw: number
  ocpp16: OcppStatus
  ocpp201: OcppStatus
  /** "AC · 22 kW · Type 2 socket" */
  spec: string
  ocpp: { version: OcppVersion; status: OcppStatus; text: string }[]
  /** What works, listed ("remote start and stop, smart charging"), or empty. */
  works: string
  notes: string
}

export type HardwareResults = { total: number; page: number; pages: number; models: ModelView[] }

async function viewer(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'hardware' })
  const kw = numberFormat(locale, { maximumFractionDigits: 1 })
  return (m: ChargerModel): ModelView => ({
    id: m.id,
    name: `${m.manufacturer} ${m.model}`,
    manufacturer: m.manufacturer,
    current: m.current,
    powerKw: m.powerKw,
    ocpp16: m.ocpp16,
    ocpp201: m.ocpp201,
    spec: [
      m.current,
      `${kw.format(m.powerKw)} kW`,
      ...(m.connectors.length ? [m.connectors.map((c) => t(`connectors.${c}`)).join(', ')] : []),
    ].join(' · '),
    ocpp: (
      [
        ['1.6', m.ocpp16],
        ['2.0.1', m.ocpp201],
      ] as const
    ).map(([version, status]) => ({
      version,
      status,
      text: t('ocppLine', { version, status: t(`ocppStatus.${status}`) }),
    })),
    works: m.works.map((w) => t(`capabilities.${w}`)).join(', '),
    notes: m.notes,
  })
}

/** One page of the models a search matches, in the catalogue's order (manufacturer, model). */
export async function searchChargerModels(
  locale: Locale,
  query: HardwareQuery,
  page: number,
): Promise<HardwareResults> {
  const [models, view] = await Promise.all([getChargerModels(locale), viewer(locale)])
  const { items, ...paging } = pageOf(
    models.filter((m) => matchesQuery(searchableOf(m), query)),
    page,
  )
  return { ...paging, models: items.map(view) }
}

/** The page's index without a search: each manufacturer with its number of listed models. */
export async function manufacturerIndex(locale: Locale) {
  const models = await getChargerModels(locale)
  const counts = new Map<string, number>()
  for (const m of models) counts.set(m.manufacturer, (counts.get(m.manufacturer) ?? 0) + 1)
  return {
    models: models.length,
    manufacturers: [...counts].map(([name, count]) => ({ name, count })),
  }
}
