import type { Field, Payload, PayloadRequest, Where } from 'payload'

import { fieldsOf } from '@/lib/fields'

/** A document (or global) that shows a media item. */
export type MediaUsage = {
  collection: string
  label: string
  id: string | number | null
  title: string
  field: string
  href: string
}

type MediaPath = { path: string; polymorphic: boolean }

const pointsAtMedia = (relationTo: unknown) =>
  relationTo === 'media' || (Array.isArray(relationTo) && relationTo.includes('media'))

/**
 * Every query path of upload and relationship fields that can point at `media`, through groups,
 * arrays, rows, tabs and blocks. Read from the configuration, so a field added later is found too.
 */
function mediaPaths(fields: Field[], prefix = ''): MediaPath[] {
  const found: MediaPath[] = []
  for (const field of fields) {
    if (
      (field.type === 'upload' || field.type === 'relationship') &&
      pointsAtMedia(field.relationTo)
    ) {
      found.push({ path: `${prefix}${field.name}`, polymorphic: Array.isArray(field.relationTo) })
    } else if (field.type === 'group' || field.type === 'array') {
      const named = 'name' in field && field.name ? `${prefix}${field.name}.` : prefix
      found.push(...mediaPaths(field.fields, named))
    } else if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...mediaPaths(field.fields, prefix))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs)
        found.push(
          ...mediaPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
        )
    } else if (field.type === 'blocks') {
      for (const block of field.blocks ?? [])
        found.push(...mediaPaths(block.fields, `${prefix}${field.name}.`))
    }
  }
  return found
}

/**
 * Top-level fields that hold rich text somewhere inside (the field itself, or a group, array, tab
 * or block around it): their stored value is read whole and searched for media nodes.
 */
export function richTextRoots(fields: Field[]): string[] {
  const holds = (field: Field): boolean => {
    if (field.type === 'richText') return true
    if (field.type === 'tabs') return field.tabs.some((tab) => tab.fields.some(holds))
    if (field.type === 'blocks')
      return (field.blocks ?? []).some((block) => block.fields.some(holds))
    return 'fields' in field && Array.isArray(field.fields) && field.fields.some(holds)
  }
  return fields.flatMap((field): string[] => {
    if (!holds(field)) return []
    if ('name' in field && field.name) return [field.name]
    // Unnamed containers (rows, collapsibles, unnamed tabs) keep their fields at the top level.
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? [tab.name] : richTextRoots(tab.fields),
      )
    return 'fields' in field && Array.isArray(field.fields) ? richTextRoots(field.fields) : []
  })
}

/**
 * The media ids a Lexical value refers to: upload and relationship nodes (`{ relationTo: 'media',
 * value }`) and links to a media document (`fields.doc`). Walks any nesting (languages, arrays,
 * blocks, child nodes).
 */
export function richTextMediaIds(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return []
  if (Array.isArray(value)) return value.flatMap(richTextMediaIds)
  const node = value as Record<string, unknown>
  const doc = node.doc as Record<string, unknown> | undefined
  const target =
    (node.type === 'upload' || node.type === 'relationship') && node.relationTo === 'media'
      ? node.value
      : doc?.relationTo === 'media'
        ? doc.value
        : undefined
  const own =
    target === undefined
      ? []
      : [target && typeof target === 'object' ? (target as { id?: unknown }).id : target]
  return [...own, ...Object.values(node).flatMap(richTextMediaIds)]
}

const condition = ({ path, polymorphic }: MediaPath, ids: (string | number)[]): Where =>
  polymorphic
    ? { and: [{ [`${path}.relationTo`]: { equals: 'media' } }, { [`${path}.value`]: { in: ids } }] }
    : { [path]: { in: ids } }

/** The ids a stored value at a dotted path holds (arrays and blocks are walked). */
function idsAt(value: unknown, segments: string[]): unknown[] {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, segments))
  if (segments.length === 0) {
    if (typeof value === 'object') {
      const v = value as { id?: unknown; value?: unknown; relationTo?: unknown }
      if ('relationTo' in v)
        return v.relationTo === 'media'
          ? [typeof v.value === 'object' && v.value ? (v.value as { id?: unknown }).id : v.value]
          : []
      return [v.id]
    }
    return [value]
  }
  if (typeof value !== 'object') return []
  const [head, ...rest] = segments
  return idsAt((value as Record<string, unknown>)[head!], rest)
}

/**
 * Runs a read in every language without leaving it on the request: the Local API sets `req.locale`
 * from the read's locale, and the other reads and the operation that asked (a delete) keep their
 * own.
 */
async function inAllLocales<T>(
  req: PayloadRequest | undefined,
  read: () => Promise<T>,
): Promise<T> {
  const { locale, fallbackLocale } = req ?? {}
  try {
    return await read()
  } finally {
    if (req) Object.assign(req, { locale, fallbackLocale })
  }
}

/** A title as read with every language: the English one, else the first given. */
const titleOf = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (!value || typeof value !== 'object') return ''
  const byLocale = value as Record<string, unknown>
  return String(byLocale.en ?? Object.values(byLocale).find((v) => typeof v === 'string') ?? '')
}

/**
 * A collection's or global's name in the back office's language (the request's), else in English.
 */
const labelOf = (label: unknown, fallback: string, language = 'en') => {
  if (typeof label === 'string') return label
  const names = (
    label && (typeof label === 'object' || typeof label === 'function') ? label : {}
  ) as Record<string, unknown>
  const name = names[language] ?? names.en
  return typeof name === 'string' ? name : fallback
}

/**
 * Where media items are used, per item: documents of every collection (drafts included) and globals
 * whose upload or relationship fields point at them, or whose rich text (in any language) shows or
 * links them. One pass for any number of items (the media list asks for a page of them at once).
 */
export async function findUsagesOfMedia(
  payload: Payload,
  mediaIds: (string | number)[],
  req?: PayloadRequest,
): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>(mediaIds.map((id) => [String(id), []]))
  if (mediaIds.length === 0) return usages
  const add = (mediaId: unknown, usage: MediaUsage) => {
    const list = usages.get(String(mediaId))
    if (list && !list.some((u) => u.collection === usage.collection && u.id === usage.id))
      list.push(usage)
  }
  const admin = payload.config.routes?.admin ?? '/admin'
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || collection.slug.startsWith('payload-')) continue
    const paths = mediaPaths(collection.fields)
    const roots = richTextRoots(collection.fields)
    if (!paths.length && !roots.length) continue
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const label = labelOf(collection.labels?.singular, collection.slug, req?.i18n?.language)
    const usage = (doc: Record<string, unknown>, field: string): MediaUsage => {
      const id = doc.id as string | number
      return {
        collection: collection.slug,
        label,
        id,
        title: titleOf(doc[titleField]) || `#${id}`,
        field,
        href: `${admin}/collections/${collection.slug}/${id}`,
      }
    }
    for (const path of paths) {
      const { docs } = await payload.find({
        collection: collection.slug as never,
        where: condition(path, mediaIds),
        depth: 0,
        limit: 500,
        pagination: false,
        overrideAccess: true,
        req,
        // Drafts point at images too; deleting one would break the draft when it is published.
        ...(collection.versions?.drafts ? { draft: true } : {}),
      })
      for (const doc of docs as Record<string, unknown>[])
        for (const mediaId of idsAt(doc, path.path.split('.'))) add(mediaId, usage(doc, path.path))
    }
    // Rich text is JSON no query can look into: its documents are read page by page (every
    // language, latest drafts) and searched.
    for (let page = 1, more = roots.length > 0; more; page++) {
      const result = await inAllLocales(req, () =>
        payload.find({
          collection: collection.slug as never,
          select: Object.fromEntries([...roots, titleField].map((name) => [name, true])) as never,
          locale: 'all',
          depth: 0,
          limit: 100,
          page,
          overrideAccess: true,
          req,
          ...(collection.versions?.drafts ? { draft: true } : {}),
        }),
      )
      for (const doc of result.docs as Record<string, unknown>[])
        for (const root of roots)
          for (const mediaId of richTextMediaIds(doc[root])) add(mediaId, usage(doc, root))
      more = result.hasNextPage
    }
  }
  for (const global of payload.config.globals) {
    const paths = mediaPaths(global.fields)
    const roots = richTextRoots(global.fields)
    if (!paths.length && !roots.length) continue
    const doc = fieldsOf(
      await inAllLocales(req, () =>
        payload.findGlobal({
          slug: global.slug as never,
          depth: 0,
          overrideAccess: true,
          req,
          // Every language's rich text; the latest draft, which is what will be published.
          ...(roots.length ? { locale: 'all' as never } : {}),
          ...(global.versions && global.versions.drafts ? { draft: true } : {}),
        }),
      ),
    )
    const label = labelOf(global.label, global.slug, req?.i18n?.language)
    const usage = (field: string): MediaUsage => ({
      collection: global.slug,
      label,
      id: null,
      title: label,
      field,
      href: `${admin}/globals/${global.slug}`,
    })
    for (const path of paths)
      for (const mediaId of idsAt(doc, path.path.split('.'))) add(mediaId, usage(path.path))
    for (const root of roots)
      for (const mediaId of richTextMediaIds(doc[root])) add(mediaId, usage(root))
  }
  return usages
}

/** Where one media item is used (see findUsagesOfMedia). */
export async function findMediaUsages(
  payload: Payload,
  mediaId: string | number,
  req?: PayloadRequest,
): Promise<MediaUsage[]> {
  return (await findUsagesOfMedia(payload, [mediaId], req)).get(String(mediaId)) ?? []
}

/** "Post “X”, Goods “Y”" (at most `max` named, then "and N more"). */
export function describeUsages(usages: MediaUsage[], max = 10): string {
  const named = usages
    .slice(0, max)
    .map((u) => (u.id === null ? u.label : `${u.label} “${u.title}”`))
  return usages.length > max
    ? `${named.join(', ')} and ${usages.length - max} more`
    : named.join(', ')
}
