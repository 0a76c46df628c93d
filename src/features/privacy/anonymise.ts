import { inArray } from 'drizzle-orm'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlTable } from '@/lib/sql'

import { personalCollection, type PersonalCollection } from './registry'

type Doc = Record<string, unknown> & { id: number | string }

/**
 * The update that anonymises a record: each personal path replaced, groups kept whole around it.
 */
export function anonymisedData(
  collection: PersonalCollection,
  doc: Doc,
  now: Date,
): Record<string, unknown> {
  const data: Record<string, unknown> = { anonymisedAt: now.toISOString() }
  for (const [path, value] of Object.entries(collection.personal)) {
    const [group, field] = path.split('.') as [string, string | undefined]
    if (!field) {
      data[group] = value
      continue
    }
    const original = (data[group] ?? doc[group] ?? {}) as Record<string, unknown>
    data[group] = { ...original, [field]: value }
  }
  return data
}

/**
 * Anonymises records: personal fields emptied or replaced (registry.ts), notes in the sales history
 * emptied, `anonymisedAt` set; the record, its status, dates, amounts and countries stay. Through
 * Payload's update so the collection's hooks run (a station's public page forgets a commenter's
 * name); the history's notes first, straight in their table, because the history hook keeps the
 * stored history whatever an update sends. Returns how many were anonymised; a record that fails is
 * logged and left for the next run.
 */
export async function anonymiseRecords(
  payload: Payload,
  slug: string,
  ids: readonly (number | string)[],
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<number> {
  const collection = personalCollection(slug)
  if (!collection || ids.length === 0) return 0
  if (collection.history) {
    const { db, table } = sqlTable(payload, `${slug}_history`, ['_parentID', 'note'])
    await db
      .update(table)
      .set({ note: null })
      .where(inArray(table._parentID, [...ids]))
  }
  let count = 0
  for (const id of ids) {
    try {
      const doc = (await payload.findByID({
        collection: slug as CollectionSlug,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        ...(req ? { req } : {}),
      })) as Doc | null
      if (!doc) continue
      await payload.update({
        collection: slug as CollectionSlug,
        id,
        data: anonymisedData(collection, doc, now),
        depth: 0,
        overrideAccess: true,
        context: { anonymising: true },
        ...(req ? { req } : {}),
      })
      count++
    } catch (error) {
      payload.logger.error({
        msg: 'anonymising failed',
        collection: slug,
        id,
        error: String(error),
      })
    }
  }
  return count
}
