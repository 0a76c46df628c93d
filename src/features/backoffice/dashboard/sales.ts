import type { CollectionSlug, Payload } from 'payload'

import { deliveryCollections } from '@/features/forms/delivery/queue'
import { orderStatuses } from '@/features/shop/orders/Orders'
import { fieldsOf } from '@/lib/fields'

import type { DashboardUser } from './visits'

/** The sales part of the dashboard: what arrived, orders by status, failed deliveries. */
export const inboxCollections = [
  'leads',
  'partner-requests',
  'contact-messages',
  'job-applications',
  'orders',
] as const

const titleOf = (doc: Record<string, unknown>): string => {
  const name =
    [doc.firstName, doc.lastName].filter(Boolean).join(' ') ||
    (doc.name as string) ||
    (doc.customerName as string)
  const who = (doc.email as string) || (doc.phone as string) || ''
  if (doc.number) return `${doc.number as string}${name ? ` · ${name}` : ''}`
  return [name, who].filter(Boolean).join(' · ') || String(doc.id)
}

/**
 * What arrived since a moment and nobody has picked up yet: the badge says "3 new", so a record
 * already moved on (in progress, contacted, confirmed…) is neither counted nor listed.
 */
export async function newSince(payload: Payload, user: DashboardUser, since: string) {
  return Promise.all(
    inboxCollections.map(async (collection) => {
      const result = await payload.find({
        collection,
        where: { and: [{ createdAt: { greater_than: since } }, { status: { equals: 'new' } }] },
        sort: '-createdAt',
        limit: 5,
        depth: 0,
        user,
        overrideAccess: false,
      })
      return {
        collection,
        total: result.totalDocs,
        rows: result.docs.map((doc) => ({
          id: doc.id,
          title: titleOf(fieldsOf(doc)),
          createdAt: doc.createdAt,
          status: (doc as { status?: string }).status,
        })),
      }
    }),
  )
}

export async function ordersByStatus(payload: Payload, user: DashboardUser) {
  return Promise.all(
    orderStatuses.map(async (status) => ({
      status,
      count: (
        await payload.count({
          collection: 'orders',
          where: { status: { equals: status } },
          user,
          overrideAccess: false,
        })
      ).totalDocs,
    })),
  )
}

export async function failedDeliveries(payload: Payload, user: DashboardUser) {
  const lists = await Promise.all(
    deliveryCollections(payload).map(async (collection) => {
      const result = await payload.find({
        collection: collection as CollectionSlug,
        where: { 'delivery.state': { equals: 'failed' } },
        sort: '-updatedAt',
        limit: 10,
        depth: 0,
        user,
        overrideAccess: false,
      })
      return result.docs.map((doc) => {
        const record = fieldsOf(doc) as Readonly<Record<string, unknown>> & {
          delivery?: { lastError?: string | null }
        }
        return {
          collection,
          id: record.id as number,
          title: titleOf(record),
          createdAt: record.createdAt as string,
          extra: record.delivery?.lastError ?? undefined,
        }
      })
    }),
  )
  return lists.flat()
}
