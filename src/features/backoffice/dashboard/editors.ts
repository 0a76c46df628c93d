import type { CollectionSlug, Payload, Where } from 'payload'

import type { DashboardUser } from './visits'

import { fieldsOf } from '@/lib/fields'

/** The editors' part of the dashboard: drafts, scheduled publishing, recently published posts. */
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
          const d = fieldsOf(doc) as Versioned & Readonly<Record<string, unknown>>
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
