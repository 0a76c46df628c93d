import { eq } from 'drizzle-orm'
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { roles as allRoles, type Role } from '@/access'
import { deliveryCollections } from '@/features/forms/delivery-queue'
import { orderStatuses } from '@/features/shop/orders/Orders'
import { sqlTable } from '@/lib/sql'

/**
 * What each role's dashboard shows, read through the Local API with the user's own access
 * (`overrideAccess: false`), so a dashboard never shows what the user could not open.
 */
export type DashboardUser = TypedUser & {
  roles?: Role[] | null
  previousVisitAt?: string | null
  lastActiveAt?: string | null
}

export const inboxCollections = [
  'leads',
  'partner-requests',
  'contact-messages',
  'job-applications',
  'orders',
] as const
/** A visit ends after this long without opening the dashboard. */
const visitGapMs = 30 * 60_000
const weekMs = 7 * 24 * 3600_000

export const rolesOf = (user: DashboardUser): Role[] =>
  (user.roles ?? []).filter((r): r is Role => (allRoles as readonly string[]).includes(r))
export const isSalesUser = (user: DashboardUser) =>
  rolesOf(user).some((r) => r === 'admin' || r === 'sales')
export const isEditorUser = (user: DashboardUser) =>
  rolesOf(user).some((r) => r === 'admin' || r === 'editor')
export const isAdminUser = (user: DashboardUser) => rolesOf(user).includes('admin')

/**
 * Opening the dashboard marks the user active. After a pause of more than 30 minutes a new visit
 * starts, and "since your last visit" moves to the last moment of the previous one. Returns the
 * moment the dashboard counts from (null on a first visit).
 */
export async function touchVisit(
  payload: Payload,
  user: DashboardUser,
  now = Date.now(),
): Promise<string | null> {
  const lastActive = user.lastActiveAt ? Date.parse(user.lastActiveAt) : NaN
  const newVisit = !Number.isFinite(lastActive) || now - lastActive > visitGapMs
  const since = newVisit ? (user.lastActiveAt ?? null) : (user.previousVisitAt ?? null)
  // One narrow UPDATE of two columns: the user's sessions and everything else on the row stay
  // untouched.
  const { db, table } = sqlTable(payload, 'users')
  await db
    .update(table)
    .set({
      lastActiveAt: new Date(now).toISOString(),
      ...(newVisit ? { previousVisitAt: since } : {}),
    })
    .where(eq(table.id, user.id))
  return since
}

export type Row = {
  id: number | string
  title: string
  createdAt?: string
  status?: string
  extra?: string
}

const titleOf = (doc: Record<string, unknown>): string => {
  const name =
    [doc.firstName, doc.lastName].filter(Boolean).join(' ') ||
    (doc.name as string) ||
    (doc.customerName as string)
  const who = (doc.email as string) || (doc.phone as string) || ''
  if (doc.number) return `${doc.number as string}${name ? ` · ${name}` : ''}`
  return [name, who].filter(Boolean).join(' · ') || String(doc.id)
}

export async function newSince(payload: Payload, user: DashboardUser, since: string) {
  return Promise.all(
    inboxCollections.map(async (collection) => {
      const result = await payload.find({
        collection,
        where: { createdAt: { greater_than: since } },
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
          title: titleOf(doc as unknown as Record<string, unknown>),
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
        const record = doc as unknown as Record<string, unknown> & {
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

type Versioned = {
  id: number | string
  title?: string | null
  url?: string | null
  slug?: string | null
  updatedAt?: string
  publishedAt?: string | null
}

/** Drafts of the collections with versions the user edits (newest first). */
export async function drafts(payload: Payload, user: DashboardUser) {
  const collections = payload.config.collections
    .filter((c) => c.versions?.drafts)
    .map((c) => c.slug as CollectionSlug)
  const lists = await Promise.all(
    collections.map(async (collection) => {
      try {
        const result = await payload.find({
          collection,
          where: { _status: { equals: 'draft' } },
          draft: true,
          sort: '-updatedAt',
          limit: 5,
          depth: 0,
          user,
          overrideAccess: false,
        })
        return result.docs.map((doc) => {
          const d = doc as unknown as Versioned & Record<string, unknown>
          const useAsTitle = payload.collections[collection]?.config.admin.useAsTitle
          const title =
            (useAsTitle && typeof d[useAsTitle] === 'string'
              ? (d[useAsTitle] as string)
              : d.title) || ''
          return { collection: collection as string, id: d.id, title, updatedAt: d.updatedAt }
        })
      } catch {
        return [] // a collection this role cannot read
      }
    }),
  )
  return lists
    .flat()
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
    .slice(0, 10)
}

/**
 * Scheduled publish/unpublish of documents the user can read. Payload's job rows are closed to
 * every role, so they are read with access overridden and each document then through the user's
 * access.
 */
export async function scheduled(payload: Payload, user: DashboardUser) {
  const where: Where = {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
    ],
  }
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where,
    sort: 'waitUntil',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const rows = await Promise.all(
    jobs.docs.map(async (job) => {
      const input = (
        job as { input?: { type?: string; doc?: { relationTo: string; value: string | number } } }
      ).input
      if (!input?.doc) return null
      const doc = (await payload
        .findByID({
          collection: input.doc.relationTo as CollectionSlug,
          id: input.doc.value,
          draft: true,
          depth: 0,
          user,
          overrideAccess: false,
          disableErrors: true,
        })
        .catch(() => null)) as Versioned | null
      if (!doc) return null
      return {
        collection: input.doc.relationTo,
        id: doc.id,
        title: doc.title ?? '',
        type: input.type === 'unpublish' ? 'unpublish' : 'publish',
        at: (job as { waitUntil?: string }).waitUntil ?? '',
      }
    }),
  )
  return rows.filter((r): r is NonNullable<typeof r> => r !== null).slice(0, 10)
}

export async function recentlyPublished(payload: Payload, user: DashboardUser) {
  const result = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit: 5,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return result.docs.map((d) => ({
    id: d.id,
    title: d.title,
    url: d.url,
    publishedAt: d.publishedAt,
  }))
}

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
    const doc = errored.docs[0] as unknown as
      { id: number; updatedAt?: string; delivery?: { lastError?: string | null } } | undefined
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

export const sinceOrLastWeek = (since: string | null, now = Date.now()) =>
  since ?? new Date(now - weekMs).toISOString()
