import { lt, sql } from 'drizzle-orm'
import type { CollectionConfig, Payload } from 'payload'

import { nobody } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'
import { runStatement, sqlTable } from '@/lib/sql'

import type { Reading, VitalName } from './beacon'
import { bucketOf } from './buckets'

/**
 * The Web Vitals of the last weeks, kept for the desk across restarts and instances: one row per
 * UTC day, metric, page type and histogram bucket with its count, added to by an upsert. Bounded
 * (at most days × 4 metrics × page types × 16 buckets rows, whatever the traffic) and holding
 * nothing of a visitor: no path, no time of day, no address. Not shown in the back office; the
 * desk reads it (src/features/backoffice/dashboard/vitals.ts).
 */
export const vitalDaysSlug = 'web-vital-days'
/** Days kept: the desk's four weeks (Monday to today) and a margin. */
export const keptDays = 35

export const WebVitalDays: CollectionConfig = {
  slug: vitalDaysSlug,
  labels: adminNames(
    ['Web Vitals day', 'Web Vitals days'],
    ['Dia de Web Vitals', 'Dias de Web Vitals'],
    ['День Web Vitals', 'Дні Web Vitals'],
  ),
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['day', 'metric', 'page', 'bucket'], unique: true }],
  // Labels in the three languages here: nobody sees them (the collection is hidden), and the field
  // catalogue stays the back office's words.
  fields: [
    {
      name: 'day',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'Day', pt: 'Dia', uk: 'День' },
    },
    {
      name: 'metric',
      type: 'text',
      required: true,
      label: { en: 'Metric', pt: 'Métrica', uk: 'Показник' },
    },
    {
      name: 'page',
      type: 'text',
      required: true,
      label: { en: 'Page type', pt: 'Tipo de página', uk: 'Тип сторінки' },
    },
    {
      name: 'bucket',
      type: 'number',
      required: true,
      label: { en: 'Bucket', pt: 'Intervalo', uk: 'Інтервал' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}

const dayMs = 24 * 60 * 60 * 1000
/** Midnight UTC of `now`'s day, as stored. */
export const dayOf = (now: Date) =>
  new Date(Math.floor(now.getTime() / dayMs) * dayMs).toISOString()

const columns = ['day', 'metric', 'page', 'bucket', 'count'] as const

/** Adds a reading's values to today's counts: one statement, one row per metric. */
export async function countReading(payload: Payload, reading: Reading, now = new Date()) {
  const { db, table } = sqlTable(payload, vitalDaysSlug, columns)
  const day = dayOf(now)
  const rows = Object.entries(reading.values).map(([metric, value]) => ({
    day,
    metric: metric as VitalName,
    page: reading.page,
    bucket: bucketOf(value),
    count: 1,
  }))
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: [table.day, table.metric, table.page, table.bucket],
      set: { count: sql`${table.count} + 1` },
    })
  await pruneOldDays(payload, now)
}

let prunedAt = 0
/** Drops the days past `keptDays`, at most once an hour per process. */
async function pruneOldDays(payload: Payload, now: Date) {
  if (now.getTime() - prunedAt < 60 * 60 * 1000) return
  prunedAt = now.getTime()
  const { table } = sqlTable(payload, vitalDaysSlug, ['day'])
  const cutoff = dayOf(new Date(now.getTime() - keptDays * dayMs))
  await runStatement(payload, sql`delete from ${table} where ${lt(table.day, cutoff)}`)
}
