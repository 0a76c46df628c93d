import { rmSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createPreviewToken } from '@/features/content/preview/token'
import { fileVersion } from '@/features/media/image'

import { testPayload, uploadTestImage } from '../../../tests/support/payload'
import { createPost, ids, json, request, seedPosts } from './fixtures.testing'
import { getPostByUrl, listPosts } from './queries'
import { postByUrlHandler, postsHandler } from './routes'

/** `GET /api/v1/posts/url/{url}`: one post, its draft under a preview token, its cover. */

// The cover uploaded below goes to a scratch folder. Media reads MEDIA_DIR when the config loads,
// which the imports above already do: set before them.
const mediaDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([
    import('node:fs'),
    import('node:os'),
    import('node:path'),
  ])
  return (process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'news-int-')))
})
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedPosts(payload)
})

describe('GET /api/v1/posts/url/{url}', () => {
  it('returns a published post with its content and SEO fields', async () => {
    const { status, body } = await json(
      await postByUrlHandler(request('/api/v1/posts/url/winter-tips?locale=pt'), 'winter-tips'),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      url: 'winter-tips',
      title: 'Cinco conselhos para o inverno',
      status: 'published',
    })
    expect(body.seo).toMatchObject({
      title: 'Cinco conselhos para o inverno',
      description: 'Baterias frias carregam mais devagar.',
    })
    expect(body.content.root.children.length).toBeGreaterThan(0)
  })

  it('answers 404 for unknown urls and drafts without a valid token, 400 for a bad locale', async () => {
    expect((await postByUrlHandler(request('/api/v1/posts/url/nope'), 'nope')).status).toBe(404)
    expect(
      (await postByUrlHandler(request('/api/v1/posts/url/secret-draft'), 'secret-draft')).status,
    ).toBe(404)
    const forged = {
      authorization: `Bearer ${createPreviewToken({ collection: 'posts', id: ids['secret-draft']! }, 'not-the-secret')}`,
    }
    expect(
      (await postByUrlHandler(request('/api/v1/posts/url/secret-draft', forged), 'secret-draft'))
        .status,
    ).toBe(404)
    const otherPost = {
      authorization: `Bearer ${createPreviewToken({ collection: 'posts', id: ids['winter-tips']! }, payload.secret)}`,
    }
    expect(
      (await postByUrlHandler(request('/api/v1/posts/url/secret-draft', otherPost), 'secret-draft'))
        .status,
    ).toBe(404)
    expect(
      (await postByUrlHandler(request('/api/v1/posts/url/winter-tips?locale=xx'), 'winter-tips'))
        .status,
    ).toBe(400)
    // The draft never shows up in lists either.
    const { body } = await json(await postsHandler(request('/api/v1/posts?search=secret')))
    expect(body.total).toBe(0)
  })

  it('returns the draft with a valid preview token, uncached', async () => {
    const headers = {
      authorization: `Bearer ${createPreviewToken({ collection: 'posts', id: ids['secret-draft']! }, payload.secret)}`,
    }
    const response = await postByUrlHandler(
      request('/api/v1/posts/url/secret-draft', headers),
      'secret-draft',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toMatchObject({
      title: 'Secret draft about plug and charge',
      status: 'draft',
    })
  })

  it('shows the published version to visitors and the newer draft to a previewing editor', async () => {
    await payload.update({
      collection: 'posts',
      id: ids['newest-post']!,
      locale: 'en',
      draft: true,
      data: { title: 'Driver app 4.1 (draft)' },
    })
    expect((await getPostByUrl('newest-post', 'en'))?.post.title).toBe('Driver app 4.0')
    const preview = await getPostByUrl(
      'newest-post',
      'en',
      createPreviewToken({ collection: 'posts', id: ids['newest-post']! }, payload.secret),
    )
    expect(preview).toMatchObject({ preview: true, post: { title: 'Driver app 4.1 (draft)' } })
  })

  it('publishing and unpublishing show and hide a post at once', async () => {
    await payload.update({
      collection: 'posts',
      id: ids['secret-draft']!,
      locale: 'en',
      data: { _status: 'published' },
    })
    expect(
      (await postByUrlHandler(request('/api/v1/posts/url/secret-draft'), 'secret-draft')).status,
    ).toBe(200)
    expect((await listPosts({ locale: 'en', limit: 10, skip: 0, sort: 'pinned' })).total).toBe(5)
    await payload.update({
      collection: 'posts',
      id: ids['secret-draft']!,
      locale: 'en',
      data: { _status: 'draft' },
    })
    expect(
      (await postByUrlHandler(request('/api/v1/posts/url/secret-draft'), 'secret-draft')).status,
    ).toBe(404)
    expect((await listPosts({ locale: 'en', limit: 10, skip: 0, sort: 'pinned' })).total).toBe(4)
  })
})
describe('covers in the API', () => {
  it('keep their shape: url, alt, width, height and the stored sizes by name, every address root-relative', async () => {
    const cover = await uploadTestImage(payload, {
      name: 'depot.png',
      alt: 'Depot at night',
      width: 1600,
      height: 900,
    })
    await createPost(
      payload,
      'with-cover',
      { en: { title: 'With a cover', excerpt: 'Cover.', body: 'Text.' } },
      { cover: cover.id },
    )
    const { body } = await json(
      await postByUrlHandler(request('/api/v1/posts/url/with-cover?locale=en'), 'with-cover'),
    )
    const file = (name: string, width: number, height: number) => ({
      url: `/api/media/file/${name}?v=${fileVersion(cover.updatedAt)}`,
      width,
      height,
    })
    const expected = {
      ...file('depot.webp', 1600, 900),
      alt: 'Depot at night',
      sizes: {
        thumbnail: file('depot-320x180.webp', 320, 180),
        card: file('depot-640x360.webp', 640, 360),
        wide: file('depot-1280x720.webp', 1280, 720),
      },
    }
    expect(body.cover).toEqual(expected)
    expect(body.seo.image).toEqual(expected)
    // The list reads media with a narrow `populate`: it must still be enough for the addresses.
    const list = await json(await postsHandler(request('/api/v1/posts?limit=50')))
    expect(list.body.content.find((p: { url: string }) => p.url === 'with-cover').cover).toEqual(
      expected,
    )
    await payload.delete({ collection: 'posts', id: ids['with-cover']! })
  })
})
