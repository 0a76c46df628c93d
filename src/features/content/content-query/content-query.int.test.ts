import { rmSync } from 'node:fs'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fileVersion } from '@/features/media/image'
import { lexicalFromBlocks } from '@/lib/seed/lexical'

import { testPayload, uploadTestImage } from '../../../../tests/support/payload'
import { contentQueryHandler } from './routes'

// The image uploaded below goes to a scratch folder. Media reads MEDIA_DIR when the config loads,
// which the imports above already do: set before them.
const mediaDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([
    import('node:fs'),
    import('node:os'),
    import('node:path'),
  ])
  return (process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'content-query-int-')))
})
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const query = async (body: unknown, contentType = 'application/json') => {
  const response = await contentQueryHandler(
    new Request('http://localhost:3000/api/v1/content/query', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

let payload: Payload
const ids: Record<string, number> = {}

beforeAll(async () => {
  payload = await testPayload()
  const news = await payload.create({
    collection: 'post-categories',
    locale: 'en',
    data: { name: 'News', slug: 'news', order: 0 },
  })
  const roaming = await payload.create({
    collection: 'tags',
    locale: 'en',
    data: { name: 'Roaming', slug: 'roaming' },
  })
  ids.roaming = roaming.id
  ids.news = news.id
  for (const [i, url] of ['first-post', 'second-post', 'third-post', 'fourth-post'].entries()) {
    const doc = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        url,
        title: `Post number ${i + 1}`,
        excerpt: i === 2 ? 'About roaming hubs' : 'An excerpt',
        content: lexicalFromBlocks([`Body of post ${i + 1}.`, 'Second paragraph.']),
        publishedAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
        fixed: i === 3,
        fixedPosition: i === 3 ? 1 : null,
        category: news.id,
        tags: i % 2 ? [roaming.id] : [],
        _status: 'published',
      },
    })
    ids[url] = doc.id
  }
  // A draft must never come out, whatever the query.
  await payload.create({
    collection: 'posts',
    locale: 'en',
    draft: true,
    data: { url: 'secret-draft', title: 'Secret draft', excerpt: 'Hidden', _status: 'draft' },
  })
  for (const [order, title] of ['Bonuses in the app', 'Returns within 14 days'].entries()) {
    await payload.create({
      collection: 'purchase-rules',
      locale: 'en',
      data: { title, text: `${title} text`, order, _status: 'published' },
    })
  }
  await payload.create({
    collection: 'purchase-rules',
    locale: 'en',
    draft: true,
    data: { title: 'Draft rule', text: 'Not yet', order: 9, _status: 'draft' },
  })
  await payload.create({
    collection: 'terms',
    locale: 'en',
    data: { title: 'Delivery', text: 'Three to ten days', order: 0, _status: 'published' },
  })
})

describe('POST /api/v1/content/query', () => {
  it('lists published posts with the default fields, newest first, no rich text unless asked', async () => {
    const { status, body } = await query({ collection: 'posts' })
    expect(status).toBe(200)
    expect(body.content.map((p: { url: string }) => p.url)).toEqual([
      'fourth-post',
      'third-post',
      'second-post',
      'first-post',
    ])
    expect(body.total).toBe(4)
    expect(body.content[0]).not.toHaveProperty('content')
    expect(body.content[0]).not.toHaveProperty('searchText')
    expect(body.content[0]).not.toHaveProperty('_status')
    expect(body.content[0].category).toBe(ids.news)
  })

  it('only, without, deep and text shape the answer', async () => {
    const only = await query({ collection: 'posts', only: ['url', 'title'], limit: 1 })
    expect(Object.keys(only.body.content[0]).sort()).toEqual(['id', 'title', 'url'])
    const without = await query({ collection: 'posts', without: ['excerpt', 'cover'], limit: 1 })
    expect(without.body.content[0]).not.toHaveProperty('excerpt')
    expect(without.body.content[0]).toHaveProperty('title')
    const deep = await query({
      collection: 'posts',
      only: ['url', 'category', 'tags'],
      deep: true,
      where: { url: 'second-post' },
    })
    expect(deep.body.content[0].category).toEqual({ id: ids.news, slug: 'news', name: 'News' })
    expect(deep.body.content[0].tags).toEqual([
      { id: ids.roaming, slug: 'roaming', name: 'Roaming' },
    ])
    const text = await query({
      collection: 'posts',
      only: ['url'],
      text: true,
      where: { url: { $eq: 'first-post' } },
    })
    expect(text.body.content[0].text).toBe('Body of post 1.\n\nSecond paragraph.')
  })

  it('where with operators, $and/$or, sortBy, search, limit and skip', async () => {
    const fixed = await query({ collection: 'posts', where: { fixed: true }, only: ['url'] })
    expect(fixed.body.content.map((p: { url: string }) => p.url)).toEqual(['fourth-post'])
    const range = await query({
      collection: 'posts',
      where: { publishedAt: { $gte: '2026-01-02', $lt: '2026-01-04' } },
      sortBy: [{ publishedAt: 'asc' }],
      only: ['url'],
    })
    expect(range.body.content.map((p: { url: string }) => p.url)).toEqual([
      'second-post',
      'third-post',
    ])
    const tagged = await query({
      collection: 'posts',
      where: { $or: [{ tags: ids.roaming }, { url: { $in: ['first-post'] } }] },
      sortBy: 'publishedAt',
      only: ['url'],
    })
    expect(tagged.body.content.map((p: { url: string }) => p.url)).toEqual([
      'first-post',
      'second-post',
      'fourth-post',
    ])
    const search = await query({ collection: 'posts', search: 'ROAMING', only: ['url'] })
    expect(search.body.content.map((p: { url: string }) => p.url)).toEqual(['third-post'])
    const page = await query({
      collection: 'posts',
      sortBy: '-publishedAt',
      limit: 2,
      skip: 1,
      only: ['url'],
    })
    expect(page.body).toMatchObject({ total: 4, limit: 2, skip: 1 })
    expect(page.body.content.map((p: { url: string }) => p.url)).toEqual([
      'third-post',
      'second-post',
    ])
    const wildcard = await query({ collection: 'posts', search: '%', only: ['url'] })
    expect(wildcard.body.total).toBe(4)
  })

  it('surround gives the neighbours of an entry in the query order', async () => {
    const { body } = await query({
      collection: 'posts',
      sortBy: 'publishedAt',
      only: ['url'],
      surround: 'second-post',
    })
    expect(body.surround.map((p: { url: string } | null) => p?.url ?? null)).toEqual([
      'first-post',
      'third-post',
    ])
    const edge = await query({
      collection: 'posts',
      sortBy: 'publishedAt',
      only: ['url'],
      surround: { key: 'first-post', before: 2, after: 1 },
    })
    expect(edge.body.surround.map((p: { url: string } | null) => p?.url ?? null)).toEqual([
      null,
      null,
      'second-post',
    ])
    const unknown = await query({ collection: 'posts', surround: 'secret-draft' })
    expect(unknown.body).toMatchObject({ surround: [null, null], found: false })
  })

  it('serves only published documents of the whitelisted collections', async () => {
    const drafts = await query({ collection: 'posts', where: { url: 'secret-draft' } })
    expect(drafts.body.total).toBe(0)
    const rules = await query({ collection: 'purchase-rules', only: ['title'] })
    expect(rules.body.content.map((r: { title: string }) => r.title)).toEqual([
      'Bonuses in the app',
      'Returns within 14 days',
    ])
    const terms = await query({ collection: 'terms' })
    expect(terms.body.content[0]).toMatchObject({ title: 'Delivery', text: 'Three to ten days' })
    for (const collection of [
      'users',
      'orders',
      'leads',
      'payments',
      'stations',
      'media',
      '__proto__',
      'constructor',
    ]) {
      const { status, body } = await query({ collection })
      expect(status, collection).toBe(400)
      expect(body.error.field).toBe('collection')
    }
  })

  it.each([
    [{ collection: 'posts', where: { searchText: 'x' } }, 'where.searchText'],
    [{ collection: 'posts', where: { _status: 'draft' } }, 'where._status'],
    [{ collection: 'posts', where: { content: 'x' } }, 'where.content'],
    [{ collection: 'posts', where: { title: { $regex: '.*' } } }, 'where.title.$regex'],
    [{ collection: 'posts', where: { title: { like: 'x' } } }, 'where.title.like'],
    [{ collection: 'posts', where: { title: { $gt: 'a' } } }, 'where.title.$gt'],
    [{ collection: 'posts', where: { fixed: 'yes' } }, 'where.fixed'],
    [
      { collection: 'posts', where: { publishedAt: { $lt: 'yesterday' } } },
      'where.publishedAt.$lt',
    ],
    [
      {
        collection: 'posts',
        where: { tags: { $in: Array.from({ length: 51 }, (_, i) => i + 1) } },
      },
      'where.tags.$in',
    ],
    [
      { collection: 'posts', where: { $and: [{ $and: [{ $and: [{ $and: [{ url: 'x' }] }] }] }] } },
      'where.$and[0].$and[0].$and[0]',
    ],
    [{ collection: 'posts', sortBy: 'searchText' }, 'sortBy'],
    [{ collection: 'posts', sortBy: [{ title: 'up' }] }, 'sortBy'],
    [{ collection: 'posts', only: ['searchText'] }, 'only'],
    [{ collection: 'posts', without: ['id'] }, 'without'],
    [{ collection: 'posts', limit: 51 }, 'limit'],
    [{ collection: 'posts', limit: 0 }, 'limit'],
    [{ collection: 'posts', skip: 1001 }, 'skip'],
    [{ collection: 'posts', skip: 1.5 }, 'skip'],
    [{ collection: 'posts', search: 'x'.repeat(101) }, 'search'],
    [{ collection: 'posts', locale: 'de' }, 'locale'],
    [{ collection: 'posts', deep: 'yes' }, 'deep'],
    [{ collection: 'posts', surround: 5 }, 'surround'],
    [{ collection: 'faq', surround: 'abc' }, 'surround'],
    [{ collection: 'posts', page: 2 }, 'page'],
  ])('400 for %j', async (body, field) => {
    const result = await query(body)
    expect(result.status).toBe(400)
    expect(result.body.error).toMatchObject({ code: 'bad_request', field })
  })

  it('400 for bodies that are not a JSON object', async () => {
    for (const [body, type] of [
      ['[]', 'application/json'],
      ['not json', 'application/json'],
      ['null', 'application/json'],
      ['{"collection":"posts"}', 'text/plain'],
    ] as const) {
      expect((await query(body, type)).status, body).toBe(400)
    }
    const large = await query(JSON.stringify({ collection: 'posts', search: 'x'.repeat(20_000) }))
    expect(large.status).toBe(413)
  })

  it('never answers 5xx to arbitrary bodies (fuzz)', async () => {
    const fieldName = fc.constantFrom(
      'url',
      'title',
      'fixed',
      'publishedAt',
      'tags',
      'category',
      'id',
      'order',
      'name',
      'slug',
      'x',
      '$and',
      '$or',
      '__proto__',
    )
    const scalar = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    )
    const operand = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 4 }),
      fc.dictionary(
        fc.constantFrom(
          '$eq',
          '$ne',
          '$in',
          '$nin',
          '$gt',
          '$gte',
          '$lt',
          '$lte',
          '$contains',
          '$exists',
          'equals',
        ),
        scalar,
        { maxKeys: 2 },
      ),
    )
    const where = fc.letrec((tie) => ({
      node: fc.dictionary(
        fieldName,
        fc.oneof({ depthSize: 'small' }, operand, fc.array(tie('node'), { maxLength: 2 })),
        { maxKeys: 3 },
      ),
    })).node
    // Each key is usually plausible (so queries reach the database) and sometimes hostile.
    const either = <T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: hostile, weight: 1 })
    const validWhere = fc.oneof(
      fc.record({ id: fc.integer({ min: 1, max: 9 }) }),
      fc.record({
        updatedAt: fc.record({
          $gte: fc
            .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
            .map((d) => d.toISOString()),
        }),
      }),
      fc.record({
        $or: fc.array(
          fc.record({
            id: fc.record({
              $in: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
            }),
          }),
          { minLength: 1, maxLength: 2 },
        ),
      }),
    )
    const body = fc.record(
      {
        collection: either(
          fc.constantFrom(
            'posts',
            'tags',
            'post-categories',
            'faq',
            'team',
            'testimonials',
            'packages',
            'partner-slides',
            'purchase-rules',
            'terms',
          ),
          fc.constantFrom('users', 1, null),
        ),
        locale: either(fc.constantFrom('en', 'my', 'pt', 'ua'), fc.constantFrom('xx', 3)),
        deep: either(fc.boolean(), scalar),
        text: either(fc.boolean(), scalar),
        only: either(
          fc.subarray(['title', 'id']),
          fc.oneof(fc.array(fieldName, { maxLength: 4 }), scalar),
        ),
        without: either(
          fc.subarray(['updatedAt']),
          fc.oneof(fc.array(fieldName, { maxLength: 4 }), scalar),
        ),
        sortBy: either(
          fc.constantFrom('id', '-id', 'updatedAt'),
          fc.oneof(
            fieldName,
            fc.array(
              fc.oneof(
                fieldName,
                fc.dictionary(fieldName, fc.constantFrom('asc', 'desc', 'x'), { maxKeys: 1 }),
              ),
              { maxLength: 4 },
            ),
            scalar,
          ),
        ),
        where: either(validWhere, fc.oneof(where, scalar)),
        search: either(fc.string({ maxLength: 12 }), scalar),
        surround: either(
          fc.constantFrom('first-post', 'third-post'),
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.integer(),
            fc.record({ key: scalar, before: fc.integer({ min: -1, max: 7 }), after: scalar }),
          ),
        ),
        limit: either(
          fc.integer({ min: 1, max: 50 }),
          fc.oneof(fc.integer({ min: -2, max: 60 }), scalar),
        ),
        skip: either(
          fc.integer({ min: 0, max: 5 }),
          fc.oneof(fc.integer({ min: -2, max: 1200 }), scalar),
        ),
      },
      { requiredKeys: ['collection'] },
    )
    let ok = 0
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const { status } = await query(value)
        expect([200, 400]).toContain(status)
        if (status === 200) ok++
      }),
      { numRuns: 300, seed: 20261123 },
    )
    // The generator must reach the database sometimes, not only the validator.
    expect(ok).toBeGreaterThan(5)
  })
})

describe('images in the content API', () => {
  it('are the original file at an absolute address on the public origin, with alt text and dimensions', async () => {
    const media = await uploadTestImage(payload, {
      name: 'hub.png',
      alt: 'Hub at noon',
      width: 800,
      height: 450,
    })
    await payload.update({
      collection: 'posts',
      id: ids['first-post']!,
      locale: 'en',
      data: { cover: media.id },
    })
    const { body } = await query({
      collection: 'posts',
      only: ['url', 'cover'],
      where: { url: 'first-post' },
    })
    const url = `${process.env.SITE_URL}/api/media/file/hub.webp?v=${fileVersion(media.updatedAt)}`
    expect(body.content[0].cover).toEqual({ url, alt: 'Hub at noon', width: 800, height: 450 })
    await payload.update({
      collection: 'posts',
      id: ids['first-post']!,
      locale: 'en',
      data: { cover: null },
    })
  })
})
