import { NextResponse } from 'next/server'
import type { Where } from 'payload'

import { appImage, pageImage, pageImageSelect } from '@/features/media/image'
import { badRequest, readJsonObject } from '@/lib/http'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site-url'

import { parseContentQuery, type ContentQuery } from './parse'
import { isQueryError } from './refusal'
import { queryableCollections, type CollectionSpec } from './whitelist'

type Doc = Record<string, unknown> & { id: number | string }

const published: Where = { _status: { equals: 'published' } }
/** How many entries `surround` looks through to find its neighbours. */
const surroundScan = 1000

function whereOf(query: ContentQuery, spec: CollectionSpec): Where {
  return { and: [...(spec.drafts ? [published] : []), ...query.where] }
}

/** The public shape of one document: only the whitelisted fields, images as absolute URLs. */
function shape(doc: Doc, query: ContentQuery, spec: CollectionSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const term = (value: unknown) => {
    if (value && typeof value === 'object') {
      const t = value as { id: number; slug?: string; name?: string }
      return query.deep ? { id: t.id, slug: t.slug ?? null, name: t.name ?? null } : t.id
    }
    return value ?? null
  }
  for (const name of query.fields) {
    const value = doc[name]
    switch (name === 'id' ? 'id' : spec.fields[name]!.kind) {
      case 'image': {
        const image = pageImage(value, query.locale)
        out[name] = image && appImage(image, siteUrl())
        break
      }
      case 'relation':
        out[name] = term(value)
        break
      case 'relations':
        out[name] = Array.isArray(value) ? value.map(term) : []
        break
      case 'list':
        out[name] = Array.isArray(value)
          ? value.map((item) => (item as { text?: string }).text ?? '')
          : []
        break
      default:
        out[name] = value ?? null
    }
  }
  if (query.text && spec.body) out.text = lexicalText(doc[spec.body])
  return out
}

async function find(
  query: ContentQuery,
  spec: CollectionSpec,
  where: Where,
  page: { limit: number; skip: number },
) {
  const payload = await payloadClient()
  const select: Record<string, true> = {}
  for (const name of query.fields) if (name !== 'id') select[name] = true
  if (query.text && spec.body) select[spec.body] = true
  // Payload pages by page number: an aligned skip is one page; any other skip reads up to it and
  // slices.
  const aligned = page.skip % page.limit === 0
  const result = await payload.find({
    collection: query.collection,
    locale: query.locale,
    where,
    sort: query.sort,
    limit: aligned ? page.limit : page.skip + page.limit,
    page: aligned ? page.skip / page.limit + 1 : 1,
    depth: 1,
    select: select as never,
    populate: {
      media: pageImageSelect,
      'post-categories': { slug: true, name: true },
      tags: { slug: true, name: true },
    } as never,
    // As a visitor: the collections' own access rules apply on top of the published filter.
    overrideAccess: false,
    draft: false,
  })
  const docs = (aligned ? result.docs : result.docs.slice(page.skip)) as Doc[]
  return { docs, total: result.totalDocs }
}

/**
 * The entries before and after the one named by `surround`, in the query's order (null where there
 * is none).
 */
async function surround(query: ContentQuery, spec: CollectionSpec) {
  const { key, before, after } = query.surround!
  const payload = await payloadClient()
  const where = whereOf(query, spec)
  const list = await payload.find({
    collection: query.collection,
    locale: query.locale,
    where,
    sort: query.sort,
    limit: surroundScan,
    depth: 0,
    select: (spec.key === 'id' ? {} : { [spec.key]: true }) as never,
    overrideAccess: false,
    draft: false,
  })
  const docs = list.docs as Doc[]
  const index = docs.findIndex((doc) => doc[spec.key] === key)
  const positions = [
    ...Array.from({ length: before }, (_, i) => index - before + i),
    ...Array.from({ length: after }, (_, i) => index + 1 + i),
  ]
  const ids =
    index < 0 ? [] : positions.filter((p) => p >= 0 && p < docs.length).map((p) => docs[p]!.id)
  const found = ids.length
    ? (
        await find(
          query,
          spec,
          { and: [where, { id: { in: ids } }] },
          { limit: ids.length, skip: 0 },
        )
      ).docs
    : []
  const byId = new Map(found.map((doc) => [doc.id, shape(doc, query, spec)]))
  const at = (p: number) =>
    index >= 0 && p >= 0 && p < docs.length ? (byId.get(docs[p]!.id) ?? null) : null
  return { surround: positions.map(at), before, after, found: index >= 0 }
}

/**
 * `POST /api/v1/content/query`: see parse.ts for the body. Answers `{ content, total, limit,
 * skip }`, or with `surround` `{ surround: [...before, ...after], before, after, found }`. Bad
 * input is a 400 naming the key.
 */
export async function contentQueryHandler(request: Request): Promise<Response> {
  const read = await readJsonObject(request, 16_000)
  if (!read.ok) return read.response
  if (!read.body) return badRequest('Send a JSON object (Content-Type: application/json)')
  const query = parseContentQuery(read.body)
  if (isQueryError(query)) return badRequest(query.error, query.field)
  const spec: CollectionSpec = queryableCollections[query.collection]
  const headers = { 'Cache-Control': 'no-store' }
  if (query.surround) return NextResponse.json(await surround(query, spec), { headers })
  const { docs, total } = await find(query, spec, whereOf(query, spec), query)
  return NextResponse.json(
    {
      content: docs.map((doc) => shape(doc, query, spec)),
      total,
      limit: query.limit,
      skip: query.skip,
    },
    { headers },
  )
}

/** Plain text of a Lexical document: its text nodes, blocks separated by blank lines. */
export function lexicalText(value: unknown): string {
  const blocks: string[] = []
  const walk = (node: unknown, into: string[]) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; text?: unknown; children?: unknown[] }
    if (typeof n.text === 'string') into.push(n.text)
    if (n.type === 'linebreak') into.push('\n')
    for (const child of n.children ?? []) {
      const isBlock =
        child &&
        typeof child === 'object' &&
        Array.isArray((child as { children?: unknown }).children) &&
        n.type === 'root'
      if (isBlock) {
        const parts: string[] = []
        walk(child, parts)
        blocks.push(parts.join(''))
      } else walk(child, into)
    }
  }
  walk((value as { root?: unknown } | null)?.root, [])
  return blocks.filter((b) => b.trim() !== '').join('\n\n')
}
