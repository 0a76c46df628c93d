import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { anonymiseRecords } from './anonymise'
import type { PersonRecord } from './person'
import { personalCollections } from './registry'

export type ErasureMode = 'erase' | 'anonymise'

/**
 * Answers "erase me" in one step. `erase` deletes every record it may (submissions, comments) and
 * anonymises orders and payments, which accounting law keeps; `anonymise` anonymises all of them.
 * Records already anonymised are left as they are. Returns what was done per collection.
 */
export async function erasePerson(
  payload: Payload,
  records: readonly PersonRecord[],
  mode: ErasureMode,
  req?: PayloadRequest,
): Promise<{ erased: Record<string, number>; anonymised: Record<string, number> }> {
  const erased: Record<string, number> = {}
  const anonymised: Record<string, number> = {}
  for (const collection of personalCollections) {
    const mine = records.filter((r) => r.collection === collection.slug)
    if (mine.length === 0) continue
    const ids = mine.map((r) => r.id)
    if (mode === 'erase' && collection.erasable) {
      const result = await payload.delete({
        collection: collection.slug as CollectionSlug,
        where: { id: { in: ids } },
        overrideAccess: true,
        depth: 0,
        ...(req ? { req } : {}),
      })
      if (result.docs.length > 0) erased[collection.slug] = result.docs.length
      continue
    }
    const pending = mine.filter((r) => !r.doc.anonymisedAt).map((r) => r.id)
    const count = await anonymiseRecords(payload, collection.slug, pending)
    if (count > 0) anonymised[collection.slug] = count
  }
  return { erased, anonymised }
}
