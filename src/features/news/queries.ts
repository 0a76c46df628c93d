import { cache } from 'react'
import type { Where } from 'payload'

import { verifyPreviewToken } from '@/features/content/preview/token'
import { pageImageSelect } from '@/features/media/image'
import type { Locale } from '@/i18n/locales'
import { cachedRead as cachedContentRead } from '@/lib/cache'
import { payloadClient } from '@/lib/payload'
import type { Post } from '@/payload-types'

import type { PostListQuery, PostSort } from './model'
import {
  localesOf,
  summarySelect,
  toDetail,
  toSummary,
  type PostDetail,
  type PostPage,
  type PostSummary,
  type TermData,
} from './post-shapes'

/**
 * What the news pages, the home page and the API read about posts: published posts only, except a
 * post's draft under its preview token. Published reads sit in the shared page cache under the tags
 * of what they show (posts, categories, tags, pictures), so an edit reaches every instance's next
 * read.
 */

const newsCollections = ['posts', 'post-categories', 'tags', 'media']
const cachedRead = <T>(key: string, load: () => Promise<T>) =>
  cachedContentRead(['news', key], newsCollections, load)

const sorts: Record<PostSort, string[]> = {
  // pinned first (fixed=true, ascending fixedPosition), then newest; unpinned posts have no
  // position.
  pinned: ['-fixed', 'fixedPosition', '-publishedAt', '-id'],
  newest: ['-publishedAt', '-id'],
  oldest: ['publishedAt', 'id'],
  position: ['fixedPosition', '-publishedAt', '-id'],
}

/** Search text as stored in `searchText`: lowercased, without LIKE wildcards. */
export function normaliseSearch(search: string): string {
  return search
    .toLowerCase()
    .replace(/[%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

async function termId(
  collection: 'post-categories' | 'tags',
  slug: string,
): Promise<number | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: {},
  })
  return docs[0]?.id ?? null
}

const published: Where = { _status: { equals: 'published' } }
/** Only posts written in the locale (or shown in English there by choice): see languages.ts. */
const shownIn = (locale: Locale): Where => ({ translatedLocales: { in: [locale] } })

/** A page of published posts for the list, search, home page and `GET /api/v1/posts`. */
export function listPosts(query: PostListQuery): Promise<PostPage> {
  return cachedRead(`list:${JSON.stringify(query)}`, () => loadPosts(query))
}

async function loadPosts(query: PostListQuery): Promise<PostPage> {
  const { locale, limit, skip } = query
  const empty: PostPage = { content: [], total: 0, limit, skip }
  const and: Where[] = [published, shownIn(locale)]
  if (query.category) {
    const id = await termId('post-categories', query.category)
    if (id === null) return empty
    and.push({ category: { equals: id } })
  }
  if (query.tag) {
    const id = await termId('tags', query.tag)
    if (id === null) return empty
    and.push({ tags: { in: [id] } })
  }
  if (query.fixed !== undefined) and.push({ fixed: { equals: query.fixed } })
  const search = query.search ? normaliseSearch(query.search) : ''
  if (search) and.push({ searchText: { like: search } })

  const payload = await payloadClient()
  // Payload pages by page number: an aligned skip is one page; any other skip reads up to it and
  // slices.
  const aligned = skip % limit === 0
  const result = await payload.find({
    collection: 'posts',
    locale,
    where: { and },
    sort: sorts[query.sort],
    limit: aligned ? limit : skip + limit,
    page: aligned ? skip / limit + 1 : 1,
    depth: 1,
    select: summarySelect,
    populate: {
      media: pageImageSelect,
      'post-categories': { slug: true, name: true },
      tags: { slug: true, name: true },
    },
  })
  const docs = aligned ? result.docs : result.docs.slice(skip)
  return {
    content: docs.map((doc) => toSummary(doc as Post)),
    total: result.totalDocs,
    limit,
    skip,
  }
}

/** The newest published posts (pinned ones first), e.g. for the home page's news section. */
export async function getLatestPosts(locale: Locale, limit = 3): Promise<PostSummary[]> {
  const { content } = await listPosts({ locale, limit, skip: 0, sort: 'pinned' })
  return content
}

/**
 * `available: false`: the post is published but not in this locale (the page says so and links to
 * the languages it is in; the API answers 404). A preview shows the draft in any locale, so editors
 * can look at a translation before it counts.
 */
export type PostLookup = { post: PostDetail; preview: boolean; available: boolean }

/**
 * The post at `url` in a locale. With a valid preview token for that post, its latest draft
 * (preview); otherwise the published version, or null.
 */
export const getPostByUrl = cache(
  async (url: string, locale: Locale, previewToken?: string | null): Promise<PostLookup | null> => {
    const payload = await payloadClient()
    const grant = previewToken ? verifyPreviewToken(previewToken, payload.secret) : null
    const previewId = grant?.collection === 'posts' ? grant.id : null
    if (previewId) {
      const draft = await payload
        .findByID({
          collection: 'posts',
          id: previewId,
          draft: true,
          locale,
          depth: 1,
          disableErrors: true,
        })
        .catch(() => null)
      if (draft && draft.url === url)
        return { post: toDetail(draft as Post), preview: true, available: true }
    }
    return cachedRead(`url:${locale}:${url}`, async () => {
      const { docs } = await payload.find({
        collection: 'posts',
        locale,
        where: { and: [published, { url: { equals: url } }] },
        limit: 1,
        depth: 1,
      })
      if (!docs[0]) return null
      const post = toDetail(docs[0] as Post)
      return { post, preview: false, available: post.locales.includes(locale) }
    })
  },
)

/**
 * 'Read more': newest posts of the same category, then the newest others, never the post itself.
 */
export function getRelatedPosts(
  post: PostSummary,
  locale: Locale,
  limit = 3,
): Promise<PostSummary[]> {
  return cachedRead(`related:${locale}:${post.id}:${post.category?.id ?? ''}:${limit}`, () =>
    loadRelatedPosts(post, locale, limit),
  )
}

async function loadRelatedPosts(
  post: PostSummary,
  locale: Locale,
  limit: number,
): Promise<PostSummary[]> {
  const payload = await payloadClient()
  const base = {
    collection: 'posts' as const,
    locale,
    depth: 1,
    select: summarySelect,
    sort: sorts.newest,
  }
  const notThis: Where = { id: { not_equals: post.id } }
  const related: PostSummary[] = []
  if (post.category) {
    const { docs } = await payload.find({
      ...base,
      limit,
      where: {
        and: [published, shownIn(locale), notThis, { category: { equals: post.category.id } }],
      },
    })
    related.push(...docs.map((d) => toSummary(d as Post)))
  }
  if (related.length < limit) {
    const seen = [post.id, ...related.map((p) => p.id)]
    const { docs } = await payload.find({
      ...base,
      limit: limit - related.length,
      where: { and: [published, shownIn(locale), { id: { not_in: seen } }] },
    })
    related.push(...docs.map((d) => toSummary(d as Post)))
  }
  return related
}

export const listCategories = cache(async (locale: Locale): Promise<TermData[]> =>
  cachedRead(`categories:${locale}`, () => loadCategories(locale)),
)

async function loadCategories(locale: Locale): Promise<TermData[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'post-categories',
    locale,
    sort: ['order', 'slug'],
    limit: 100,
    depth: 0,
  })
  return docs.map((d) => ({ id: d.id, slug: d.slug, name: d.name }))
}

export const listTags = cache(async (locale: Locale): Promise<TermData[]> =>
  cachedRead(`tags:${locale}`, () => loadTags(locale)),
)

async function loadTags(locale: Locale): Promise<TermData[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'tags',
    locale,
    sort: 'slug',
    limit: 200,
    depth: 0,
  })
  return docs.map((d) => ({ id: d.id, slug: d.slug, name: d.name }))
}

/** Every published post's url, last change and the locales it is shown in, for the sitemap. */
export async function allPublishedPostUrls(): Promise<
  { url: string; updatedAt: string; locales: Locale[] }[]
> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    limit: 5000,
    depth: 0,
    pagination: false,
    select: { url: true, updatedAt: true, translatedLocales: true },
    sort: '-publishedAt',
  })
  return docs
    .map((d) => ({ url: d.url, updatedAt: d.updatedAt, locales: localesOf(d.translatedLocales) }))
    .filter((d) => d.locales.length > 0)
}

/** The rich-text content of some posts in a locale (search result snippets). */
export async function searchPostTexts(
  ids: number[],
  locale: Locale,
): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    where: { and: [published, shownIn(locale), { id: { in: ids } }] },
    limit: ids.length,
    depth: 0,
    select: { content: true },
  })
  return new Map(docs.map((d) => [d.id, d.content]))
}
