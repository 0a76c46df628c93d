import { and, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { fieldsOf } from '@/lib/fields'
import { sqlColumn, sqlTable, type SqlTable } from '@/lib/sql'
import type { BackgroundWork } from '@/lib/jobs'

import { anonymiseRecords } from './anonymise'
import { type PersonalCollection, personalCollections, retentionField } from './registry'

/** Each collection's retention in months (null: kept until the person asks), from the settings. */
export async function retentionMonths(payload: Payload): Promise<Record<string, number | null>> {
  const settings = fieldsOf(
    await payload.findGlobal({ slug: 'data-protection', depth: 0, overrideAccess: true }),
  )
  return Object.fromEntries(
    personalCollections.map((c) => {
      const value = settings[retentionField(c.slug)]
      // Never saved: the default; cleared by an admin: kept until asked.
      if (value === undefined) return [c.slug, c.defaultMonths]
      return [c.slug, typeof value === 'number' && value > 0 ? value : null]
    }),
  )
}

/** `now` minus whole calendar months (31 March minus one month is 3 March, as Date counts). */
export function cutoff(now: Date, months: number): Date {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

/**
 * When a record's period started: its last status change (else its creation), last change or
 * creation.
 */
function startOf(
  payload: Payload,
  collection: PersonalCollection,
  table: SqlTable<'id' | 'createdAt' | 'updatedAt'>,
): SQL {
  if (collection.start === 'statusChange' && collection.history) {
    const { table: history } = sqlTable(payload, `${collection.slug}_history`, [
      'at',
      '_parentID',
      'change',
    ])
    return sql`coalesce((select max(${history.at}) from ${history} where ${history._parentID} = ${table.id} and ${history.change} = 'status'), ${table.createdAt})`
  }
  return sql`${collection.start === 'updatedAt' ? table.updatedAt : table.createdAt}`
}

/** Records of a collection past their period and not open, oldest rule first; at most `limit`. */
export async function dueForAnonymising(
  payload: Payload,
  collection: PersonalCollection,
  months: number,
  now: Date,
  limit = 200,
): Promise<(number | string)[]> {
  const { db, table } = sqlTable(payload, collection.slug, [
    'id',
    'anonymisedAt',
    'createdAt',
    'updatedAt',
  ])
  const conditions = [
    isNull(table.anonymisedAt),
    lt(startOf(payload, collection, table), cutoff(now, months).toISOString()),
  ]
  if (collection.status)
    conditions.push(
      notInArray(sqlColumn(table, collection.status.field), [...collection.status.open]),
    )
  const rows = await db
    .select<{ id: number | string }>({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Most records one run anonymises per collection; the next run continues. */
const maxPerRun = 2000

/**
 * One retention run: every collection with a period anonymises its records past it (never one with
 * an open status), and the run logs once how many, per collection. Safe on several instances at
 * once: an anonymised record is no longer due, and anonymising twice writes the same values.
 */
export async function runRetention(
  payload: Payload,
  now = new Date(),
): Promise<Record<string, number>> {
  const periods = await retentionMonths(payload)
  const anonymised: Record<string, number> = {}
  for (const collection of personalCollections) {
    const months = periods[collection.slug]
    if (!months) continue
    let count = 0
    while (count < maxPerRun) {
      const ids = await dueForAnonymising(payload, collection, months, now)
      if (ids.length === 0) break
      const done = await anonymiseRecords(payload, collection.slug, ids, { now })
      count += done
      if (done < ids.length) break // the failures are logged; the next run tries again
    }
    if (count > 0) anonymised[collection.slug] = count
  }
  const total = Object.values(anonymised).reduce((sum, n) => sum + n, 0)
  payload.logger.info({ msg: 'retention run', anonymised: total, byCollection: anonymised })
  return anonymised
}

/**
 * RETENTION_INTERVAL_MINUTES (default 60): the periods are months long, a run an hour is plenty.
 */
const everyMs = () => Math.max(1, Number(process.env.RETENTION_INTERVAL_MINUTES) || 60) * 60_000
let lastRun = 0

/**
 * The scheduler's entry (src/instrumentation.ts): a run at the first pass of the process, then at
 * most one per RETENTION_INTERVAL_MINUTES.
 */
export const retentionWork: BackgroundWork = {
  name: 'retention',
  run: async (payload) => {
    if (Date.now() - lastRun < everyMs()) return
    lastRun = Date.now()
    await runRetention(payload)
  },
}
