import { NextResponse, type NextRequest } from 'next/server'

import type { PageImage } from '@/features/media/image'
import { payloadClient } from '@/lib/payload'
import { badRequest, cacheableJson, notFoundError } from '@/lib/http'

import { bearerToken, isInvalid, parseLocaleOnly, parsePostListQuery } from './api-request'
import type { PostDetail, PostSummary } from './post-shapes'
import { getPostByUrl, listCategories, listPosts, listTags } from './queries'
import { isSlug } from './slug'

/**
 * Handlers of the public read API, base path `/api/v1` (the handlers under src/app/api/v1 call
 * these). Responses are `{ content, total, ... }`; bad input is a 400 `{ error: { code, message,
 * field } }`.
 */

/** An image as the API has always given it: `url`, and the stored sizes by name under `sizes`. */
const apiImage = (image: PageImage | null) =>
  image && {
    url: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes: Object.fromEntries(
      Object.entries(image.variants).map(([name, file]) => [
        name,
        { url: file.src, width: file.width, height: file.height },
      ]),
    ),
  }

const apiSummary = (post: PostSummary) => ({ ...post, cover: apiImage(post.cover) })
const apiDetail = (post: PostDetail) => ({
  ...apiSummary(post),
  seo: { ...post.seo, image: apiImage(post.seo.image) },
})

/**
 * `GET /api/v1/posts` → `{ content: PostSummary[], total, limit, skip }`, pinned first by default.
 */
export async function postsHandler(request: NextRequest): Promise<Response> {
  const query = parsePostListQuery(request.nextUrl.searchParams)
  if (isInvalid(query)) return badRequest(query.error, query.field)
  const page = await listPosts(query)
  return cacheableJson({ ...page, content: page.content.map(apiSummary) })
}

/**
 * `GET /api/v1/posts/url/{url}?locale=` → `PostDetail` (with Lexical `content`). A draft only with
 * a valid preview token for that post in `Authorization: Bearer …`; otherwise published posts only,
 * else 404.
 */
export async function postByUrlHandler(request: NextRequest, url: string): Promise<Response> {
  const locale = parseLocaleOnly(request.nextUrl.searchParams)
  if (isInvalid(locale)) return badRequest(locale.error, locale.field)
  if (!isSlug(url)) return notFoundError('No post at this url')
  const token = bearerToken(request.headers.get('authorization'))
  const found = await getPostByUrl(url, locale, token)
  if (!found) return notFoundError('No post at this url')
  if (!found.available) return notFoundError('This post is not published in this language')
  if (found.preview || token) {
    return NextResponse.json(apiDetail(found.post), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  }
  return cacheableJson(apiDetail(found.post))
}

/** `GET /api/v1/post-categories?locale=` → `{ content: [{ id, slug, name }], total }`. */
export async function categoriesHandler(request: NextRequest): Promise<Response> {
  const locale = parseLocaleOnly(request.nextUrl.searchParams)
  if (isInvalid(locale)) return badRequest(locale.error, locale.field)
  const content = await listCategories(locale)
  return cacheableJson({ content, total: content.length })
}

/** `GET /api/v1/tags?locale=` → `{ content: [{ id, slug, name }], total }`. */
export async function tagsHandler(request: NextRequest): Promise<Response> {
  const locale = parseLocaleOnly(request.nextUrl.searchParams)
  if (isInvalid(locale)) return badRequest(locale.error, locale.field)
  const content = await listTags(locale)
  return cacheableJson({ content, total: content.length })
}

/**
 * `GET /api/v1/content-dictionary-values[?contentDictionaryCodeId=1]` →
 * `{ content: [{ id, value, contentDictionaryCodeId }], total }` in dictionary order.
 */
export async function dictionaryHandler(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams
  const checked = parseLocaleOnly(params, ['contentDictionaryCodeId'])
  if (isInvalid(checked)) return badRequest(checked.error, checked.field)
  const code = params.get('contentDictionaryCodeId')
  if (code !== null && !/^\d{1,6}$/.test(code))
    return badRequest('contentDictionaryCodeId must be a whole number', 'contentDictionaryCodeId')
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'content-dictionary-values',
    where: code === null ? {} : { contentDictionaryCodeId: { equals: Number(code) } },
    sort: ['contentDictionaryCodeId', 'order'],
    limit: 500,
    depth: 0,
  })
  const content = docs.map((d) => ({
    id: d.id,
    value: d.value,
    contentDictionaryCodeId: d.contentDictionaryCodeId,
  }))
  return cacheableJson({ content, total: content.length })
}
