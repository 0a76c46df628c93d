import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { lexicalFromBlocks } from '../lexical'
import { demoPosts, toBritish, type DemoText } from './posts'
import { demoCategories, demoTags } from './terms'

const palettes = [
  ['#0b6b4f', '#2fbf8f'],
  ['#12355b', '#3f8efc'],
  ['#5b2a86', '#c06cf0'],
  ['#7a3e00', '#f2a541'],
  ['#0d4d4d', '#4fd1c5'],
  ['#3a1f5d', '#f36b7f'],
  ['#1f3b2d', '#9bd35a'],
  ['#2b2d42', '#8d99ae'],
] as const

const coverAlts = [
  {
    en: 'Illustration: a charging bolt over green waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas verdes',
    ua: 'Ілюстрація: блискавка заряджання над зеленими хвилями',
  },
  { en: 'Illustration: a charging bolt over blue waves', pt: 'Ilustração: um raio de carregamento sobre ondas azuis', ua: 'Ілюстрація: блискавка заряджання над синіми хвилями' },
  {
    en: 'Illustration: a charging bolt over violet waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas violeta',
    ua: 'Ілюстрація: блискавка заряджання над фіолетовими хвилями',
  },
  {
    en: 'Illustration: a charging bolt over amber waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas âmbar',
    ua: 'Ілюстрація: блискавка заряджання над бурштиновими хвилями',
  },
  {
    en: 'Illustration: a charging bolt over teal waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas turquesa',
    ua: 'Ілюстрація: блискавка заряджання над бірюзовими хвилями',
  },
  {
    en: 'Illustration: a charging bolt over pink waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas cor-de-rosa',
    ua: 'Ілюстрація: блискавка заряджання над рожевими хвилями',
  },
  {
    en: 'Illustration: a charging bolt over lime waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas verde-lima',
    ua: 'Ілюстрація: блискавка заряджання над салатовими хвилями',
  },
  {
    en: 'Illustration: a charging bolt over grey waves',
    pt: 'Ilustração: um raio de carregamento sobre ondas cinzentas',
    ua: 'Ілюстрація: блискавка заряджання над сірими хвилями',
  },
] as const

/** A 1200×675 cover drawn locally (gradient, waves and a charging bolt), as WebP. */
export async function coverImage(index: number): Promise<Buffer> {
  const [from, to] = palettes[index % palettes.length]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <path d="M0 ${460 + index * 8} C 300 ${380 + index * 10}, 600 ${560 - index * 6}, 1200 ${420 + index * 5} L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.14"/>
  <path d="M0 ${540 - index * 4} C 400 ${470 + index * 7}, 800 ${640 - index * 5}, 1200 ${520} L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${880 - index * 30}" cy="${220 + index * 12}" r="${150 + index * 6}" fill="#ffffff" fill-opacity="0.1"/>
  <path d="M640 120 L470 380 L590 380 L540 560 L730 290 L605 290 Z" fill="#ffffff" fill-opacity="0.92"/>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer()
}

const textFor = (text: DemoText) => ({ title: text.t, excerpt: text.e, content: lexicalFromBlocks(text.b) })

/** Demo news: 4 categories, 8 tags, 8 covers and 24 published posts in en, pt, ua (and my for most). */
export async function seedNews(payload: Payload): Promise<void> {
  // One transaction for the whole seed: far fewer commits, and all or nothing.
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await seedNewsIn(payload, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function seedNewsIn(payload: Payload, req: PayloadRequest): Promise<void> {
  const categoryIds: Record<string, number> = {}
  for (const [order, category] of demoCategories.entries()) {
    const doc = await payload.create({ req, depth: 0, collection: 'post-categories', locale: 'en', data: { slug: category.slug, name: category.name.en, order } })
    for (const locale of ['pt', 'ua'] as const) {
      await payload.update({ req, depth: 0, collection: 'post-categories', id: doc.id, locale, data: { name: category.name[locale] } })
    }
    categoryIds[category.slug] = doc.id
  }
  const tagIds: Record<string, number> = {}
  for (const tag of demoTags) {
    const doc = await payload.create({ req, depth: 0, collection: 'tags', locale: 'en', data: { slug: tag.slug, name: tag.name.en } })
    for (const locale of ['pt', 'ua'] as const) {
      await payload.update({ req, depth: 0, collection: 'tags', id: doc.id, locale, data: { name: tag.name[locale] } })
    }
    tagIds[tag.slug] = doc.id
  }
  const coverIds: number[] = []
  for (const [index, alt] of coverAlts.entries()) {
    const data = await coverImage(index)
    const doc = await payload.create({
      req,
      depth: 0,
      collection: 'media',
      locale: 'en',
      data: { alt: alt.en },
      file: { data, mimetype: 'image/webp', name: `news-cover-${index + 1}.webp`, size: data.length },
    })
    await payload.update({ req, depth: 0, collection: 'media', id: doc.id, locale: 'pt', data: { alt: alt.pt } })
    await payload.update({ req, depth: 0, collection: 'media', id: doc.id, locale: 'ua', data: { alt: alt.ua } })
    coverIds.push(doc.id)
  }

  const now = Date.now()
  for (const [index, post] of demoPosts.entries()) {
    const publishedAt = new Date(now - post.daysAgo * 86_400_000 - index * 3_600_000).toISOString()
    const doc = await payload.create({
      req,
      depth: 0,
      collection: 'posts',
      locale: 'en',
      data: {
        ...textFor(post.en),
        url: post.url,
        cover: coverIds[index % coverIds.length],
        category: categoryIds[post.category],
        tags: post.tags.map((slug) => tagIds[slug]!).filter(Boolean),
        fixed: post.pinned !== undefined,
        fixedPosition: post.pinned ?? null,
        publishedAt,
        _status: 'published',
      },
    })
    const translations: [string, DemoText | null][] = [
      ['pt', post.pt],
      ['ua', post.ua],
      ['my', post.myFallback ? null : { t: toBritish(post.en.t), e: toBritish(post.en.e), b: post.en.b.map(toBritish) }],
    ]
    for (const [locale, text] of translations) {
      if (!text) continue
      await payload.update({ req, depth: 0, collection: 'posts', id: doc.id, locale: locale as 'pt' | 'ua' | 'my', data: { ...textFor(text), _status: 'published' } })
    }
  }

  // One unpublished draft, to try the preview link in the back office.
  await payload.create({
    req,
    depth: 0,
    collection: 'posts',
    locale: 'en',
    draft: true,
    data: {
      title: 'Draft: plug and charge arrives in the driver app',
      excerpt: 'Coming soon: start charging by plugging in, with no card, app or QR code — ISO 15118 does the rest.',
      content: lexicalFromBlocks(['This post is a draft. Open its preview link from the back office to see it on the site before publishing.']),
      url: 'plug-and-charge-coming-soon',
      category: categoryIds.product,
      tags: [tagIds['driver-app']!],
      cover: coverIds[0],
      _status: 'draft',
    },
  })
}
