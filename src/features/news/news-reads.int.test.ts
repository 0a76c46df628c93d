import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { json, request, seedPosts } from './fixtures.testing'
import { getLatestPosts, getPostByUrl, getRelatedPosts } from './queries'
import { categoriesHandler, dictionaryHandler, tagsHandler } from './routes'

/**
 * The other read endpoints (categories, tags, dictionary), latest and related posts, and the fields
 * a save derives.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedPosts(payload)
})

describe('other read endpoints and queries', () => {
  it('lists categories, tags and dictionary values', async () => {
    const categories = (
      await json(await categoriesHandler(request('/api/v1/post-categories?locale=ua')))
    ).body
    expect(categories.content.map((c: { name: string }) => c.name)).toEqual(['Продукт', 'Company'])
    const tags = (await json(await tagsHandler(request('/api/v1/tags')))).body
    expect(tags).toMatchObject({ total: 2, content: [{ slug: 'billing' }, { slug: 'roaming' }] })
    const dictionary = (
      await json(
        await dictionaryHandler(
          request('/api/v1/content-dictionary-values?contentDictionaryCodeId=1'),
        ),
      )
    ).body
    expect(
      dictionary.content.map(
        ({
          value,
          contentDictionaryCodeId,
        }: {
          value: string
          contentDictionaryCodeId: number
        }) => ({ value, contentDictionaryCodeId }),
      ),
    ).toEqual([
      { value: 'en', contentDictionaryCodeId: 1 },
      { value: 'ua', contentDictionaryCodeId: 1 },
    ])
    expect((await tagsHandler(request('/api/v1/tags?locale=fr'))).status).toBe(400)
    expect(
      (
        await dictionaryHandler(
          request('/api/v1/content-dictionary-values?contentDictionaryCodeId=x'),
        )
      ).status,
    ).toBe(400)
  })

  it('gives latest and related posts', async () => {
    expect((await getLatestPosts('en', 2)).map((p) => p.url)).toEqual([
      'qr-payments',
      'winter-tips',
    ])
    const found = await getPostByUrl('roaming-hubs', 'en')
    const related = await getRelatedPosts(found!.post, 'en', 3)
    expect(related[0]!.url).toBe('qr-payments') // same category first
    expect(related.map((p) => p.url)).not.toContain('roaming-hubs')
    expect(related).toHaveLength(3)
  })

  it('keeps fixedPosition only for pinned posts and stamps publishedAt on first publish', async () => {
    const doc = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'T', excerpt: 'E', url: 'unpinned', fixedPosition: 5, _status: 'published' },
    })
    expect(doc.fixedPosition).toBeNull()
    expect(doc.fixed).toBe(false)
    expect(doc.publishedAt).toBeTruthy()
    await payload.delete({ collection: 'posts', id: doc.id })
  })
})
