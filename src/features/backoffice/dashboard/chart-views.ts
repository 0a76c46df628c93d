import { statusLabels } from '@/features/forms/collection-labels'
import { fieldsOf } from '@/lib/fields'
import { bo, type BackofficeTextKey } from '@/i18n/backoffice/keys'

import { directSource, otherSources, type SalesCharts as Figures } from './charts'
import type { ChartView } from './SalesCharts'

/** A label in the reader's language: a string, or per-language texts (field-texts.ts). */
export const labelIn = (label: unknown, language: string): string => {
  if (typeof label === 'string') return label
  // Per-language objects, or the name functions carrying them (field-texts.ts).
  if (label && (typeof label === 'object' || typeof label === 'function')) {
    const byLang = fieldsOf(label)
    const text = byLang[language] ?? byLang.en
    return typeof text === 'string' ? text : ''
  }
  return ''
}

type Context = {
  language: string
  t: (key: BackofficeTextKey) => string
  /** A collection's plural label in the reader's language. */
  plural: (slug: string) => string
  markets: { code?: string | null; name?: string | null }[]
}

/** The sales desk's charts in the reader's words: weeks as dates, forms, markets, sources and statuses named. */
export function chartViews(data: Figures, { language, t, plural, markets }: Context): ChartView[] {
  const week = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const weeks = data.weeks.map((monday) => week.format(new Date(`${monday}T00:00:00Z`)))
  const marketName = (code: string) =>
    markets.find((m) => m.code === code)?.name ?? (code || t(bo('noMarket')))
  const sourceName = (key: string) =>
    key === directSource
      ? t(bo('directSource'))
      : key === otherSources
        ? t(bo('otherSources'))
        : key
  const named = (list: { key: string; values: number[] }[], name: (key: string) => string) =>
    list.map((s) => ({ name: name(s.key), values: s.values }))
  return [
    {
      id: 'leads-by-form',
      title: t(bo('leadsByForm')),
      categories: weeks,
      series: named(data.leadsByForm, plural),
    },
    {
      id: 'leads-by-market',
      title: t(bo('leadsByMarket')),
      categories: weeks,
      series: named(data.leadsByMarket, marketName),
    },
    {
      id: 'leads-by-source',
      title: t(bo('leadsBySource')),
      categories: weeks,
      series: named(data.leadsBySource, sourceName),
    },
    {
      id: 'source-status',
      title: t(bo('sourceStatus')),
      horizontal: true,
      categories: data.sourceStatus.sources.map((s) => sourceName(s.key)),
      // One series per status, each holding every source's count.
      series: data.sourceStatus.statuses.map((status, i) => ({
        name: labelIn(statusLabels[status], language),
        values: data.sourceStatus.sources.map((s) => s.values[i] ?? 0),
      })),
    },
    {
      id: 'orders-by-market',
      title: t(bo('ordersByMarket')),
      categories: weeks,
      series: named(data.ordersByMarket, marketName),
    },
  ].map((view) =>
    view.series.every((s) => s.values.every((v) => v === 0)) ? { ...view, series: [] } : view,
  )
}
