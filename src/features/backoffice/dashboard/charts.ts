import { gte, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { leadStatuses } from '@/features/forms/collections'
import { sqlTable, weekStart } from '@/lib/sql'

/**
 * The figures behind the sales desk's charts, counted by the database (GROUP BY week and
 * dimension; a few hundred rows come back however many leads there are): leads per week by form,
 * by market and by source; each source's leads by status; orders per week by market. Read around
 * Payload (src/lib/sql.ts): its `count` would be one query per week and value. Only the dashboard
 * of sales and admins calls it, who may read every record it counts.
 */
export const chartWeeks = 12
/** The forms whose submissions are leads in the broad sense (the charts' "by form"). */
export const leadCollections = ['leads', 'partner-requests', 'contact-messages'] as const
/** Sources beyond the most frequent ones are shown together as "other". */
const topSources = 6
/** The keys of leads without a source (typed in or bookmarked) and of the rest together. */
export const directSource = '(direct)'
export const otherSources = '(other)'

export type Series = { key: string; values: number[] }
export type SalesCharts = {
  /** Mondays (UTC) of the weeks shown, oldest first, `YYYY-MM-DD`. */
  weeks: string[]
  leadsByForm: Series[]
  leadsByMarket: Series[]
  leadsBySource: Series[]
  /** Each source's leads (form `lead`) in the weeks shown, by their status now. */
  sourceStatus: { statuses: string[]; sources: Series[] }
  ordersByMarket: Series[]
}

const dayMs = 24 * 60 * 60 * 1000

/** The Mondays of the last `count` weeks up to `now`'s, oldest first. */
export function weeksUpTo(now: Date, count = chartWeeks): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const monday = today - ((now.getUTCDay() + 6) % 7) * dayMs
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * dayMs).toISOString().slice(0, 10),
  )
}

type Row = { week: string; key: string | null; count: number | string }

/** Counts of a collection's rows per week and value of `keyColumn`, since the first week. */
async function countByWeek(
  payload: Payload,
  collection: string,
  keyColumn: (table: Record<string, unknown>) => unknown,
  weeks: string[],
): Promise<Row[]> {
  const { db, table } = sqlTable(payload, collection)
  const week = weekStart(payload, table.createdAt)
  const key = keyColumn(table)
  return db
    .select({ week, key, count: sql<number>`count(*)` })
    .from(table)
    .where(gte(table.createdAt, `${weeks[0]}T00:00:00.000Z`))
    .groupBy(week, key)
}

/** Rows of one week and key summed into one series per key, in `keys`' order. */
function series(rows: { week: string; key: string; count: number }[], weeks: string[]) {
  const index = new Map(weeks.map((week, i) => [week, i]))
  const byKey = new Map<string, number[]>()
  for (const row of rows) {
    const i = index.get(row.week)
    if (i === undefined) continue
    let values = byKey.get(row.key)
    if (!values) byKey.set(row.key, (values = weeks.map(() => 0)))
    values[i]! += row.count
  }
  return [...byKey].map(([key, values]) => ({ key, values }))
}

const total = (s: Series) => s.values.reduce((a, b) => a + b, 0)
const byTotal = (a: Series, b: Series) => total(b) - total(a) || a.key.localeCompare(b.key)

/** The sources shown by name: the most frequent ones; the others become "other". */
function sourceKey(kept: Set<string>, source: string | null): string {
  const key = source ?? directSource
  return kept.has(key) ? key : otherSources
}

export async function salesCharts(payload: Payload, now = new Date()): Promise<SalesCharts> {
  const weeks = weeksUpTo(now)
  const since = `${weeks[0]}T00:00:00.000Z`
  // One grouped scan per collection: week × market × source.
  const perForm = await Promise.all(
    leadCollections.map(async (collection) => {
      const { db, table } = sqlTable(payload, collection)
      const week = weekStart(payload, table.createdAt)
      const rows: { week: string; market: string | null; source: string | null; count: unknown }[] =
        await db
          .select({
            week,
            market: table.arrival_market,
            source: table.arrival_source,
            count: sql<number>`count(*)`,
          })
          .from(table)
          .where(gte(table.createdAt, since))
          .groupBy(week, table.arrival_market, table.arrival_source)
      return rows.map((row) => ({ ...row, collection, count: Number(row.count) }))
    }),
  )
  const leadRows = perForm.flat()

  const { db, table: leads } = sqlTable(payload, 'leads')
  const statusRows: { source: string | null; status: string; count: unknown }[] = await db
    .select({ source: leads.arrival_source, status: leads.status, count: sql<number>`count(*)` })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.arrival_source, leads.status)

  const orderRows = await countByWeek(payload, 'orders', (t) => t.market, weeks)

  const bySource = series(
    leadRows.map((r) => ({ week: r.week, key: r.source ?? directSource, count: r.count })),
    weeks,
  ).sort(byTotal)
  const kept = new Set(bySource.slice(0, topSources).map((s) => s.key))
  const leadsBySource = series(
    leadRows.map((r) => ({ week: r.week, key: sourceKey(kept, r.source), count: r.count })),
    weeks,
  ).sort(byTotal)

  const statuses = [...leadStatuses]
  const statusSeries = new Map<string, number[]>()
  for (const row of statusRows) {
    const key = sourceKey(kept, row.source)
    let values = statusSeries.get(key)
    if (!values) statusSeries.set(key, (values = statuses.map(() => 0)))
    const i = statuses.indexOf(row.status as (typeof statuses)[number])
    if (i >= 0) values[i]! += Number(row.count)
  }

  return {
    weeks,
    leadsByForm: leadCollections.map(
      (collection) =>
        series(
          leadRows
            .filter((r) => r.collection === collection)
            .map((r) => ({ week: r.week, key: collection, count: r.count })),
          weeks,
        )[0] ?? { key: collection, values: weeks.map(() => 0) },
    ),
    leadsByMarket: series(
      leadRows.map((r) => ({ week: r.week, key: r.market ?? '', count: r.count })),
      weeks,
    ).sort(byTotal),
    leadsBySource,
    sourceStatus: {
      statuses,
      sources: [...statusSeries].map(([key, values]) => ({ key, values })).sort(byTotal),
    },
    ordersByMarket: series(
      orderRows.map((r) => ({ week: r.week, key: r.key ?? '', count: Number(r.count) })),
      weeks,
    ).sort(byTotal),
  }
}
