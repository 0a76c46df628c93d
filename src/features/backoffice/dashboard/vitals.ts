import { gte, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { goodThresholds, type VitalName } from '@/features/site/vitals/beacon'
import { quantileOf, vitalBuckets } from '@/features/site/vitals/buckets'
import { vitalDaysSlug } from '@/features/site/vitals/days'
import { sqlTable, weeksSince } from '@/lib/sql'

import { weeksUpTo } from './charts'

/**
 * The admin desk's field data: each page type's p75 of LCP, INP and CLS in each of the last four
 * weeks (Mondays, UTC) and over all four, from the daily bucket counts the beacons add to
 * (src/features/site/vitals/days.ts). Counted by the database, grouped by week, metric, page type
 * and bucket (a few thousand rows at most); the p75 interpolates within the bucket, as Prometheus'
 * `histogram_quantile` does with the same buckets.
 */
export const vitalWeeks = 4
/** The Core Web Vitals the desk shows (TTFB is in the metrics only). */
export const deskVitals = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalName[]
/** The page types shown per metric: the most measured ones. */
const shownPages = 12

export type PageVitals = {
  page: string
  /** Per week, oldest first: p75 in base units, null without a beacon. */
  weekly: (number | null)[]
  /** The four weeks together. */
  p75: number | null
  samples: number
}
export type VitalFigures = {
  /** Mondays of the weeks, oldest first, `YYYY-MM-DD`. */
  weeks: string[]
  metrics: { metric: (typeof deskVitals)[number]; good: number; pages: PageVitals[] }[]
}

type Row = { week: number; metric: string; page: string; bucket: number; count: number }

async function countsByWeek(payload: Payload, since: string): Promise<Row[]> {
  const { db, table } = sqlTable(payload, vitalDaysSlug, ['day', 'metric', 'page', 'bucket'])
  const count = sql<number>`sum(${sql.identifier('count')})`
  const rows = await db
    .select<{
      week: number
      metric: string
      page: string
      bucket: number | string
      count: number | string
    }>({
      week: weeksSince(payload, table.day, since),
      metric: table.metric,
      page: table.page,
      bucket: table.bucket,
      count,
    })
    .from(table)
    .where(gte(table.day, since))
    // By position: the week's expression carries a parameter PostgreSQL would not match twice.
    .groupBy(...[1, 2, 3, 4].map((i) => sql.raw(String(i))))
  return rows.map((row) => ({
    ...row,
    week: Number(row.week),
    bucket: Number(row.bucket),
    count: Number(row.count),
  }))
}

const emptyCounts = () => Array.from({ length: vitalBuckets.length + 1 }, () => 0)

export async function webVitalFigures(payload: Payload, now = new Date()): Promise<VitalFigures> {
  const weeks = weeksUpTo(now, vitalWeeks)
  const rows = await countsByWeek(payload, `${weeks[0]}T00:00:00.000Z`)
  return {
    weeks,
    metrics: deskVitals.map((metric) => {
      // page → week → bucket counts
      const byPage = new Map<string, number[][]>()
      for (const row of rows) {
        if (row.metric !== metric || row.week < 0 || row.week >= weeks.length) continue
        if (row.bucket < 0 || row.bucket > vitalBuckets.length) continue
        let perWeek = byPage.get(row.page)
        if (!perWeek) byPage.set(row.page, (perWeek = weeks.map(emptyCounts)))
        perWeek[row.week]![row.bucket]! += row.count
      }
      const pages = [...byPage].map(([page, perWeek]) => {
        const all = emptyCounts().map((_, i) => perWeek.reduce((sum, w) => sum + w[i]!, 0))
        return {
          page,
          weekly: perWeek.map((counts) => quantileOf(counts)),
          p75: quantileOf(all),
          samples: all.reduce((a, b) => a + b, 0),
        }
      })
      pages.sort((a, b) => b.samples - a.samples || a.page.localeCompare(b.page))
      return { metric, good: goodThresholds[metric], pages: pages.slice(0, shownPages) }
    }),
  }
}
