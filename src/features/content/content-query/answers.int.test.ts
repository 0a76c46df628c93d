import { rmSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fileVersion } from '@/features/media/image'

import { testPayload, uploadTestImage } from '../../../../tests/support/payload'
import { query, seedQueriedContent } from './fixtures.testing'

/** What the content query answers: fields, filters, order, pages, neighbours and images. */

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

let payload: Payload
let ids: Record<string, number> = {}

beforeAll(async () => {
  payload = await testPayload()
  ids = await seedQueriedContent(payload)
})

describe('POST /api/v1/content/query: fields', () => {
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
})

describe('POST /api/v1/content/query: filters, order and pages', () => {
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
})

describe('POST /api/v1/content/query: which documents', () => {
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
