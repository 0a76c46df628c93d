import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { allPublishedPostUrls, getPostByUrl, listPosts } from './queries'
import { postByUrlHandler } from './routes'

let payload: Payload

const texts = (title: string) => ({
  title,
  excerpt: `${title}, in short.`,
  content: lexicalFromBlocks([`${title}: the whole story.`]),
})

async function publish(
  url: string,
  byLocale: Partial<Record<'en' | 'pt' | 'ua' | 'my', string>>,
  extra: Record<string, unknown> = {},
) {
  const doc = await payload.create({
    collection: 'posts',
    locale: 'en',
    data: { ...texts(byLocale.en ?? url), url, _status: 'published', ...extra },
  })
  for (const locale of ['pt', 'ua', 'my'] as const) {
    const title = byLocale[locale]
    if (title)
      await payload.update({
        collection: 'posts',
        id: doc.id,
        locale,
        data: { ...texts(title), _status: 'published' },
      })
  }
  return doc
}

const urls = async (locale: 'en' | 'my' | 'pt' | 'ua') =>
  (await listPosts({ locale, limit: 50, skip: 0, sort: 'newest' })).content.map((p) => p.url).sort()

beforeAll(async () => {
  payload = await testPayload()
  await publish('english-only', { en: 'Only in English' })
  await publish('everywhere', {
    en: 'Written everywhere',
    pt: 'Escrito em todo o lado',
    ua: 'Написано всюди',
  })
  await publish('english-for-all', { en: 'English for everyone' }, { showEnglishEverywhere: true })
})

describe('per-language publishing', () => {
  it('lists a post only in the locales it is written in; my reads English', async () => {
    expect(await urls('en')).toEqual(['english-for-all', 'english-only', 'everywhere'])
    expect(await urls('my')).toEqual(['english-for-all', 'english-only', 'everywhere'])
    expect(await urls('ua')).toEqual(['english-for-all', 'everywhere'])
    expect(await urls('pt')).toEqual(['english-for-all', 'everywhere'])
  })

  it('records the languages on the post (the back office column)', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { url: { equals: 'english-only' } },
      depth: 0,
    })
    expect(docs[0]?.translatedLocales).toEqual(['en', 'my'])
  })

  it('an untranslated article is "not in this language" on the page and a 404 in the API', async () => {
    const found = await getPostByUrl('english-only', 'ua')
    expect(found).toMatchObject({ available: false, post: { locales: ['en', 'my'] } })
    expect((await getPostByUrl('everywhere', 'ua'))?.available).toBe(true)
    const response = await postByUrlHandler(
      new NextRequest('http://localhost:3000/api/v1/posts/url/english-only?locale=ua'),
      'english-only',
    )
    expect(response.status).toBe(404)
    const ok = await postByUrlHandler(
      new NextRequest('http://localhost:3000/api/v1/posts/url/english-only?locale=en'),
      'english-only',
    )
    expect(ok.status).toBe(200)
  })

  it('the sitemap names only the languages an article is in', async () => {
    const entries = await allPublishedPostUrls()
    expect(entries.find((e) => e.url === 'english-only')?.locales).toEqual(['en', 'my'])
    expect(entries.find((e) => e.url === 'english-for-all')?.locales).toEqual([
      'en',
      'my',
      'pt',
      'ua',
    ])
  })

  it('translating a post, or choosing to show the English, publishes it in that language', async () => {
    const [post] = (
      await payload.find({
        collection: 'posts',
        where: { url: { equals: 'english-only' } },
        depth: 0,
      })
    ).docs
    await payload.update({
      collection: 'posts',
      id: post!.id,
      locale: 'ua',
      data: { ...texts('Тепер українською'), _status: 'published' },
    })
    expect(await urls('ua')).toContain('english-only')
    expect(await urls('pt')).not.toContain('english-only')
    await payload.update({
      collection: 'posts',
      id: post!.id,
      locale: 'en',
      data: { showEnglishEverywhere: true, _status: 'published' },
    })
    expect(await urls('pt')).toContain('english-only')
    // Saving one locale keeps the others (their texts are read as stored).
    const [after] = (
      await payload.find({
        collection: 'posts',
        where: { url: { equals: 'english-only' } },
        depth: 0,
      })
    ).docs
    expect(after?.translatedLocales).toEqual(['en', 'my', 'pt', 'ua'])
  })
})
