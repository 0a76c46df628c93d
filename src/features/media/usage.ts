import type { Field, Payload, PayloadRequest, Where } from 'payload'

/** A document (or global) that shows a media item. */
type MediaUsage = { collection: string; label: string; id: string | number | null; title: string; field: string; href: string }

type MediaPath = { path: string; polymorphic: boolean }

const pointsAtMedia = (relationTo: unknown) => relationTo === 'media' || (Array.isArray(relationTo) && relationTo.includes('media'))

/**
 * Every query path of upload and relationship fields that can point at `media`, through groups,
 * arrays, rows, tabs and blocks. Read from the configuration, so a field added later is found too.
 */
function mediaPaths(fields: Field[], prefix = ''): MediaPath[] {
  const found: MediaPath[] = []
  for (const field of fields) {
    if ((field.type === 'upload' || field.type === 'relationship') && pointsAtMedia(field.relationTo)) {
      found.push({ path: `${prefix}${field.name}`, polymorphic: Array.isArray(field.relationTo) })
    } else if (field.type === 'group' || field.type === 'array') {
      const named = 'name' in field && field.name ? `${prefix}${field.name}.` : prefix
      found.push(...mediaPaths(field.fields, named))
    } else if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...mediaPaths(field.fields, prefix))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) found.push(...mediaPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    } else if (field.type === 'blocks') {
      for (const block of field.blocks ?? []) found.push(...mediaPaths(block.fields, `${prefix}${field.name}.`))
    }
  }
  return found
}

const condition = ({ path, polymorphic }: MediaPath, id: string | number): Where =>
  polymorphic ? { and: [{ [`${path}.relationTo`]: { equals: 'media' } }, { [`${path}.value`]: { equals: id } }] } : { [path]: { in: [id] } }

/** The ids a stored value at a dotted path holds (arrays and blocks are walked). */
function idsAt(value: unknown, segments: string[]): unknown[] {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, segments))
  if (segments.length === 0) {
    if (typeof value === 'object') {
      const v = value as { id?: unknown; value?: unknown; relationTo?: unknown }
      if ('relationTo' in v) return v.relationTo === 'media' ? [typeof v.value === 'object' && v.value ? (v.value as { id?: unknown }).id : v.value] : []
      return [v.id]
    }
    return [value]
  }
  if (typeof value !== 'object') return []
  const [head, ...rest] = segments
  return idsAt((value as Record<string, unknown>)[head!], rest)
}

const labelOf = (label: unknown, fallback: string) =>
  typeof label === 'string' ? label : label && typeof label === 'object' && typeof (label as Record<string, unknown>).en === 'string' ? ((label as Record<string, string>).en ?? fallback) : fallback

/**
 * Where a media item is used: documents of every collection (drafts included) and globals whose upload
 * or relationship fields point at it. Images placed inside rich text are not tracked here.
 */
export async function findMediaUsages(payload: Payload, mediaId: string | number, req?: PayloadRequest): Promise<MediaUsage[]> {
  const usages: MediaUsage[] = []
  const admin = payload.config.routes?.admin ?? '/admin'
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || collection.slug.startsWith('payload-')) continue
    const paths = mediaPaths(collection.fields)
    if (!paths.length) continue
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const label = labelOf(collection.labels?.singular, collection.slug)
    for (const path of paths) {
      const { docs } = await payload.find({
        collection: collection.slug as never,
        where: condition(path, mediaId),
        depth: 0,
        limit: 50,
        pagination: false,
        overrideAccess: true,
        req,
        // Drafts point at images too; deleting one would break the draft when it is published.
        ...(collection.versions?.drafts ? { draft: true } : {}),
      })
      for (const doc of docs as Record<string, unknown>[]) {
        const id = doc.id as string | number
        if (usages.some((u) => u.collection === collection.slug && u.id === id)) continue
        const title = String(doc[titleField] ?? '') || `#${id}`
        usages.push({ collection: collection.slug, label, id, title, field: path.path, href: `${admin}/collections/${collection.slug}/${id}` })
      }
    }
  }
  for (const global of payload.config.globals) {
    const paths = mediaPaths(global.fields)
    if (!paths.length) continue
    const doc = (await payload.findGlobal({ slug: global.slug as never, depth: 0, overrideAccess: true, req })) as unknown as Record<string, unknown>
    for (const path of paths) {
      if (idsAt(doc, path.path.split('.')).some((id) => String(id) === String(mediaId))) {
        const label = labelOf(global.label, global.slug)
        usages.push({ collection: global.slug, label, id: null, title: label, field: path.path, href: `${admin}/globals/${global.slug}` })
        break
      }
    }
  }
  return usages
}

/** "Post “X”, Goods “Y”" (at most `max` named, then "and N more"). */
export function describeUsages(usages: MediaUsage[], max = 10): string {
  const named = usages.slice(0, max).map((u) => (u.id === null ? u.label : `${u.label} “${u.title}”`))
  return usages.length > max ? `${named.join(', ')} and ${usages.length - max} more` : named.join(', ')
}
