import { rmSync } from 'node:fs'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload, uploadTestImage } from '../../../tests/support/payload'
import { fileVersion } from '@/features/media/image'
import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { createPreviewToken } from '@/features/content/preview/token'
import { getLatestPosts, getPostByUrl, getRelatedPosts, listPosts } from './queries'
import {
  categoriesHandler,
  dictionaryHandler,
  postByUrlHandler,
  postsHandler,
  tagsHandler,
} from './routes'

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

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers })
const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
})

type Texts = { title: string; excerpt: string; body: string }
let payload: Payload
const ids: Record<string, number> = {}
let day = 0

async function post(
  url: string,
  texts: { en: Texts; pt?: Texts; ua?: Texts; my?: Texts },
  extra: Record<string, unknown> = {},
) {
  day += 1
  const data = (t: Texts) => ({
    title: t.title,
    excerpt: t.excerpt,
    content: lexicalFromBlocks([t.body]),
  })
  const doc = await payload.create({
    collection: 'posts',
    locale: 'en',
    data: {
      ...data(texts.en),
      url,
      publishedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
      _status: 'published',
      ...extra,
    },
  })
  for (const locale of ['pt', 'ua', 'my'] as const) {
    const t = texts[locale]
    if (t)
      await payload.update({
        collection: 'posts',
        id: doc.id,
        locale,
        data: { ...data(t), _status: 'published' },
      })
  }
  ids[url] = doc.id
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  const product = await payload.create({
    collection: 'post-categories',
    locale: 'en',
    data: { name: 'Product', slug: 'product', order: 0 },
  })
  await payload.update({
    collection: 'post-categories',
    id: product.id,
    locale: 'ua',
    data: { name: 'Продукт' },
  })
  const company = await payload.create({
    collection: 'post-categories',
    locale: 'en',
    data: { name: 'Company', slug: 'company', order: 1 },
  })
  const roaming = await payload.create({
    collection: 'tags',
    locale: 'en',
    data: { name: 'Roaming', slug: 'roaming' },
  })
  const billing = await payload.create({
    collection: 'tags',
    locale: 'en',
    data: { name: 'Billing', slug: 'billing' },
  })
  await payload.create({
    collection: 'content-dictionary-values',
    data: { value: 'en', contentDictionaryCodeId: 1, order: 0 },
  })
  await payload.create({
    collection: 'content-dictionary-values',
    data: { value: 'ua', contentDictionaryCodeId: 1, order: 1 },
  })

  await post(
    'roaming-hubs',
    {
      en: {
        title: 'Roaming through five hubs',
        excerpt: 'Partner drivers charge on your network.',
        body: 'Sessions are exchanged over OCPI in real time.',
      },
      pt: {
        title: 'Roaming com cinco hubs',
        excerpt: 'Condutores parceiros carregam na sua rede.',
        body: 'As sessões são trocadas por OCPI em tempo real.',
      },
      ua: {
        title: 'Роумінг через п’ять хабів',
        excerpt: 'Водії партнерів заряджаються у вашій мережі.',
        body: 'Сесії передаються через OCPI в реальному часі.',
      },
      my: {
        title: 'Roaming through five hubs in Malaysia',
        excerpt: 'Partner drivers charge on your network.',
        body: 'Sessions are exchanged over OCPI.',
      },
    },
    { category: product.id, tags: [roaming.id] },
  )
  await post(
    'winter-tips',
    {
      en: {
        title: 'Five tips for winter',
        excerpt: 'Cold batteries charge slower.',
        body: 'Precondition the battery before a fast charge.',
      },
      pt: {
        title: 'Cinco conselhos para o inverno',
        excerpt: 'Baterias frias carregam mais devagar.',
        body: 'Pré-condicione a bateria antes de um carregamento rápido.',
      },
      ua: {
        title: 'П’ять порад для зими',
        excerpt: 'Холодна батарея заряджається повільніше.',
        body: 'Підігрійте батарею перед швидким заряджанням.',
      },
    },
    { category: company.id, tags: [billing.id], fixed: true, fixedPosition: 2 },
  )
  await post(
    'qr-payments',
    {
      en: {
        title: 'Pay by QR code',
        excerpt: 'No app needed.',
        body: 'Prepay an amount and get the rest refunded.',
      },
      pt: {
        title: 'Pague com código QR',
        excerpt: 'Sem app.',
        body: 'Pré-pague um valor e receba o resto.',
      },
      ua: {
        title: 'Оплата за QR-кодом',
        excerpt: 'Без застосунку.',
        body: 'Внесіть передоплату, решту повернемо.',
      },
    },
    { category: product.id, tags: [billing.id, roaming.id], fixed: true, fixedPosition: 1 },
  )
  await post('newest-post', {
    en: {
      title: 'Driver app 4.0',
      excerpt: 'A faster map and a wallet.',
      body: 'The wallet holds money and bonuses.',
    },
    pt: {
      title: 'App 4.0',
      excerpt: 'Um mapa mais rápido.',
      body: 'A carteira junta dinheiro e bónus.',
    },
    ua: {
      title: 'Застосунок 4.0',
      excerpt: 'Швидша мапа.',
      body: 'Гаманець поєднує гроші й бонуси.',
    },
  })
  // A draft that was never published.
  const draft = await payload.create({
    collection: 'posts',
    locale: 'en',
    draft: true,
    // With a body: a post is shown only in the languages it has a title and text in (languages.ts).
    data: {
      title: 'Secret draft about plug and charge',
      excerpt: 'Not yet.',
      content: lexicalFromBlocks(['Coming soon.']),
      url: 'secret-draft',
      _status: 'draft',
    },
  })
  ids['secret-draft'] = draft.id
})

describe('GET /api/v1/posts', () => {
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

describe('covers in the API', () => {
  it('keep their shape: url, alt, width, height and the stored sizes by name, every address root-relative', async () => {
    const cover = await uploadTestImage(payload, {
      name: 'depot.png',
      alt: 'Depot at night',
      width: 1600,
      height: 900,
    })
    await post(
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
