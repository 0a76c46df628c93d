import { pageTypePath } from '@/features/site/vitals/page-names'

import type { PanelContext } from './panels'
import type { ChartView } from './SalesCharts'
import type { VitalFigures } from './vitals'

/**
 * The admin desk's field data: per Core Web Vital a chart of each page type's p75 in each of the
 * last four weeks against Google's "good" (a dashed line), with its table (the four weeks
 * together and the visits measured too). Milliseconds for LCP and INP, the score for CLS.
 */
export function vitalViews(
  figures: VitalFigures,
  { t, language }: { t: PanelContext['t']; language: string },
): ChartView[] {
  const week = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  return figures.metrics.map(({ metric, good, pages }) => {
    const decimals = metric === 'CLS' ? 2 : 0
    const shown = (value: number | null) =>
      value === null ? null : metric === 'CLS' ? value : Math.round(value * 1000)
    const goodShown = shown(good)!
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: decimals })
    return {
      id: `vitals-${metric.toLowerCase()}`,
      title: t(`fieldVitals:${metric}`),
      categories: pages.map((p) => pageTypePath(p.page)),
      series: pages.length
        ? figures.weeks.map((monday, i) => ({
            name: t('fieldVitals:weekOf', {
              week: week.format(new Date(`${monday}T00:00:00Z`)),
            }),
            values: pages.map((p) => shown(p.weekly[i] ?? null)),
          }))
        : [],
      horizontal: true,
      grouped: true,
      decimals,
      categoryHeader: t('fieldVitals:page'),
      threshold: {
        value: goodShown,
        label: t('fieldVitals:good', { value: numbers.format(goodShown) }),
      },
      tableOnly: [
        { name: t('fieldVitals:allWeeks'), values: pages.map((p) => shown(p.p75)) },
        { name: t('fieldVitals:visits'), values: pages.map((p) => p.samples) },
      ],
    }
  })
}
