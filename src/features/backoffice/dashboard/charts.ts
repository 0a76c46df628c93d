import { type Column, gte, type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { leadStatuses } from '@/features/forms/collection-labels'
import { sqlColumn, sqlTable, weeksSince } from '@/lib/sql'

/**
 * The figures behind the sales desk's charts, counted by the database (GROUP BY week and
 * dimension; a few hundred rows come back however many leads there are): leads per week by form,
 * by market and by source; each source's leads by status; orders per week by market. Read around
 * Payload (src/lib/sql.ts): its `count` would be one query per week and value. Only the dashboard
 * of sales and admins calls it, who may read every record it counts.
 */
export const chartWeeks = 12
/**
 * The forms whose submissions are leads in the broad sense (the charts' "by form"; their collections
 * carry the index the counts read, src/features/forms/collections.ts).
 */
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

type Dimension = 'market' | 'source' | 'status'
type Row = { week: number } & Record<Dimension, string | null>
type Counted = Row & { count: number }

/**
 * Rows of a collection since `since`, counted by week (0 is the first shown) and the values of
 * the `dimensions`' columns: one scan of the covering index (createdAt, market, source, status).
 */
async function countByWeek(
  payload: Payload,
  collection: string,
  since: string,
  dimensions: Partial<Record<Dimension, string>>,
): Promise<Counted[]> {
  const { db, table } = sqlTable(payload, collection, ['createdAt'])
  const selected: Partial<Record<Dimension, Column>> & { week: SQL<number> } = {
    week: weeksSince(payload, table.createdAt, since),
  }
  for (const key of ['market', 'source', 'status'] as const) {
    const column = dimensions[key]
    if (column) selected[key] = sqlColumn(table, column)
  }
  const rows = await db
    .select<Partial<Row> & { week: number; count: number | string }>({
      ...selected,
      count: sql<number>`count(*)`,
    })
    .from(table)
    .where(gte(table.createdAt, since))
    // By position: the week's expression carries a parameter PostgreSQL would not match twice.
    .groupBy(...Object.keys(selected).map((_, i) => sql.raw(String(i + 1))))
  return rows.map((row) => ({
    week: Number(row.week),
    market: row.market ?? null,
    source: row.source ?? null,
    status: row.status ?? null,
    count: Number(row.count),
  }))
}

/** Rows of one week and key summed into one series per key, in `keys`' order. */
function series(rows: { week: number; key: string; count: number }[], weeks: string[]) {
  const byKey = new Map<string, number[]>()
  for (const row of rows) {
    const i = row.week
    if (i < 0 || i >= weeks.length) continue
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
  // One grouped scan per collection: week × market × source (× status for leads). SQLite runs them
  // one after the other anyway; PostgreSQL takes them on separate connections.
  const [perForm, orderRows] = await Promise.all([
    Promise.all(
      leadCollections.map(async (collection) =>
        (
          await countByWeek(payload, collection, since, {
            market: 'arrival_market',
            source: 'arrival_source',
            ...(collection === 'leads' ? { status: 'status' } : {}),
          })
        ).map((row) => ({ ...row, collection })),
      ),
    ),
    countByWeek(payload, 'orders', since, { market: 'market' }),
  ])
  const leadRows = perForm.flat()
  const statusRows = leadRows.filter((r) => r.collection === 'leads')

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
      orderRows.map((r) => ({ week: r.week, key: r.market ?? '', count: r.count })),
      weeks,
    ).sort(byTotal),
  }
}
