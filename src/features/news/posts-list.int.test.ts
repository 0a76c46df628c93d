import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { json, request, seedPosts } from './fixtures.testing'
import { postsHandler } from './routes'

/** `GET /api/v1/posts`: order, filters, pages, search per language, refusals. */

beforeAll(async () => {
  await seedPosts(await testPayload())
})

describe('GET /api/v1/posts: the list', () => {
  it('answers { content, total, limit, skip } with pinned posts first, then newest', async () => {
    const { status, body } = await json(await postsHandler(request('/api/v1/posts')))
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['content', 'limit', 'skip', 'total'])
    expect(body.total).toBe(4)
    expect(body.content.map((p: { url: string }) => p.url)).toEqual([
      'qr-payments',
      'winter-tips',
      'newest-post',
      'roaming-hubs',
    ])
    const first = body.content[0]
    expect(Object.keys(first).sort()).toEqual(
      [
        'category',
        'cover',
        'excerpt',
        'fixed',
        'fixedPosition',
        'id',
        'locales',
        'publishedAt',
        'tags',
        'title',
        'updatedAt',
        'url',
      ].sort(),
    )
    expect(first).toMatchObject({
      fixed: true,
      fixedPosition: 1,
      category: { slug: 'product', name: 'Product' },
    })
    expect(first.tags.map((t: { slug: string }) => t.slug).sort()).toEqual(['billing', 'roaming'])
    expect(JSON.stringify(body)).not.toContain('searchText')
  })

  it('is cacheable by shared caches', async () => {
    const response = await postsHandler(request('/api/v1/posts'))
    expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
  })
})

describe('GET /api/v1/posts: filters, search, languages, refusals', () => {
  it('filters by category, tag and fixed, sorts, pages with limit and skip', async () => {
    const urls = async (qs: string) =>
      (await json(await postsHandler(request(`/api/v1/posts?${qs}`)))).body.content.map(
        (p: { url: string }) => p.url,
      )
    expect(await urls('category=product')).toEqual(['qr-payments', 'roaming-hubs'])
    expect(await urls('tag=billing')).toEqual(['qr-payments', 'winter-tips'])
    expect(await urls('category=product&tag=billing')).toEqual(['qr-payments'])
    expect(await urls('fixed=true')).toEqual(['qr-payments', 'winter-tips'])
    expect(await urls('fixed=false')).toEqual(['newest-post', 'roaming-hubs'])
    expect(await urls('sort=newest')).toEqual([
      'newest-post',
      'qr-payments',
      'winter-tips',
      'roaming-hubs',
    ])
    expect(await urls('sort=oldest&limit=2')).toEqual(['roaming-hubs', 'winter-tips'])
    expect(await urls('limit=2&skip=2')).toEqual(['newest-post', 'roaming-hubs'])
    expect(await urls('limit=2&skip=1')).toEqual(['winter-tips', 'newest-post'])
    expect(await urls('category=unknown-category')).toEqual([])
    const paged = (await json(await postsHandler(request('/api/v1/posts?limit=3&skip=3')))).body
    expect(paged).toMatchObject({ total: 4, limit: 3, skip: 3 })
  })

  it('searches title, excerpt and content in the requested locale, case-insensitively', async () => {
    const search = async (locale: string, q: string) =>
      (
        await json(
          await postsHandler(
            request(`/api/v1/posts?locale=${locale}&search=${encodeURIComponent(q)}`),
          ),
        )
      ).body.content.map((p: { url: string }) => p.url)
    expect(await search('en', 'ROAMING')).toEqual(['roaming-hubs'])
    expect(await search('en', 'precondition')).toEqual(['winter-tips']) // content only
    expect(await search('en', 'bonuses wallet')).toEqual(['newest-post']) // every word, any order
    expect(await search('pt', 'inverno')).toEqual(['winter-tips'])
    expect(await search('pt', 'winter')).toEqual([]) // English text is not searched in pt
    expect(await search('ua', 'РОУМІНГ')).toEqual(['roaming-hubs']) // Cyrillic, any case, on SQLite too
    expect(await search('ua', 'передоплату')).toEqual(['qr-payments'])
    expect(await search('my', 'malaysia')).toEqual(['roaming-hubs'])
    expect(await search('en', '100%')).toEqual([])
  })

  it('gives localised texts, and falls back to English for empty my texts', async () => {
    const { body } = await json(
      await postsHandler(request('/api/v1/posts?locale=ua&category=product')),
    )
    expect(body.content[0]).toMatchObject({
      title: 'Оплата за QR-кодом',
      category: { name: 'Продукт' },
    })
    const my = (
      await json(await postsHandler(request('/api/v1/posts?locale=my&sort=newest&limit=1')))
    ).body.content[0]
    expect(my.title).toBe('Driver app 4.0')
  })

  it.each([
    ['locale=de', 'locale'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['skip=-5', 'skip'],
    ['category=%3Cscript%3E', 'category'],
    ['fixed=1', 'fixed'],
    ['sort=random', 'sort'],
    ['unknown=1', 'unknown'],
  ])('answers 400 JSON for %s', async (qs, field) => {
    const { status, body } = await json(await postsHandler(request(`/api/v1/posts?${qs}`)))
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ code: 'bad_request', field })
  })
})
