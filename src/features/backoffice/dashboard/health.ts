import type { CollectionSlug, Payload } from 'payload'

import { deliveryCollections } from '@/features/forms/delivery/queue'
import { fieldsOf } from '@/lib/fields'

import type { DashboardUser } from './visits'

/**
 * The admin's view of background work: what waits to be delivered or run, the last OCPI pull, the
 * last error.
 */
export async function systemHealth(payload: Payload, user: DashboardUser) {
  let deliveryBacklog = 0
  let lastError: { collection: string; id: number | string; error: string; at?: string } | null =
    null
  for (const collection of deliveryCollections(payload)) {
    const slug = collection as CollectionSlug
    deliveryBacklog += (
      await payload.count({
        collection: slug,
        where: { 'delivery.state': { in: ['pending', 'processing', 'retrying'] } },
        user,
        overrideAccess: false,
      })
    ).totalDocs
    const errored = await payload.find({
      collection: slug,
      where: { 'delivery.lastError': { exists: true } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      user,
      overrideAccess: false,
    })
    const first = errored.docs[0]
    const doc = first
      ? (fieldsOf(first) as {
          id: number
          updatedAt?: string
          delivery?: { lastError?: string | null }
        })
      : undefined
    if (doc?.delivery?.lastError && (!lastError || (doc.updatedAt ?? '') > (lastError.at ?? '')))
      lastError = { collection, id: doc.id, error: doc.delivery.lastError, at: doc.updatedAt }
  }
  const jobBacklog = (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
  ).totalDocs
  // The OCPI import records its runs in `ocpi-runs` where that collection exists.
  let lastOcpiRun: Record<string, unknown> | null = null
  if ((payload.collections as Record<string, unknown>)['ocpi-runs']) {
    const runs = await payload
      .find({
        collection: 'ocpi-runs' as CollectionSlug,
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        user,
        overrideAccess: false,
      })
      .catch(() => null)
    lastOcpiRun = (runs?.docs[0] as Record<string, unknown> | undefined) ?? null
  }
  return { deliveryBacklog, jobBacklog, lastError, lastOcpiRun }
}
