import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { createLocalized } from '@/lib/seed/documents'
import { cover, seedImage } from '@/lib/seed/images'
import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { fieldsIn, t } from '@/lib/seed/localized'

import { demoPosts, toBritish, type DemoText } from './posts'
import { demoCategories, demoTags } from './terms'

/** The eight covers: gradient colours and the colour named in the alt text. */
const covers = (
  [
    ['#0b6b4f', '#2fbf8f', t('green', 'verdes', 'зеленими')],
    ['#12355b', '#3f8efc', t('blue', 'azuis', 'синіми')],
    ['#5b2a86', '#c06cf0', t('violet', 'violeta', 'фіолетовими')],
    ['#7a3e00', '#f2a541', t('amber', 'âmbar', 'бурштиновими')],
    ['#0d4d4d', '#4fd1c5', t('teal', 'turquesa', 'бірюзовими')],
    ['#3a1f5d', '#f36b7f', t('pink', 'cor-de-rosa', 'рожевими')],
    ['#1f3b2d', '#9bd35a', t('lime', 'verde-lima', 'салатовими')],
    ['#2b2d42', '#8d99ae', t('grey', 'cinzentas', 'сірими')],
  ] as const
).map(([from, to, colour]) => ({
  colours: [from, to] as const,
  alt: t(
    `Illustration: a charging bolt over ${colour.en} waves`,
    `Ilustração: um raio de carregamento sobre ondas ${colour.pt}`,
    `Ілюстрація: блискавка заряджання над ${colour.ua} хвилями`,
  ),
}))

const textFor = (text: DemoText) => ({
  title: text.t,
  excerpt: text.e,
  content: lexicalFromBlocks(text.b),
})
const british = (text: DemoText): DemoText => ({
  t: toBritish(text.t),
  e: toBritish(text.e),
  b: text.b.map(toBritish),
})

/**
 * Demo news: 4 categories, 8 tags, 8 covers and 24 published posts in en, pt, ua (and my for most).
 */
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
  // Category and tag names are not written in `my`: it reads the English ones.
  const translated = { req, locales: ['pt', 'ua'] as const }
  const categoryIds: Record<string, number> = {}
  for (const [order, category] of demoCategories.entries()) {
    const doc = await createLocalized(payload, 'post-categories', fieldsIn(category, ['name']), {
      ...translated,
      fixed: { slug: category.slug, order },
    })
    categoryIds[category.slug] = doc.id
  }
  const tagIds: Record<string, number> = {}
  for (const tag of demoTags) {
    const doc = await createLocalized(payload, 'tags', fieldsIn(tag, ['name']), {
      ...translated,
      fixed: { slug: tag.slug },
    })
    tagIds[tag.slug] = doc.id
  }
  const coverIds: number[] = []
  for (const [index, { colours, alt }] of covers.entries()) {
    coverIds.push(
      await seedImage(payload, {
        req,
        name: `news-cover-${index + 1}.webp`,
        drawing: cover(index, colours),
        alt,
      }),
    )
  }

  const now = Date.now()
  for (const [index, post] of demoPosts.entries()) {
    const publishedAt = new Date(now - post.daysAgo * 86_400_000 - index * 3_600_000).toISOString()
    const texts = {
      en: post.en,
      pt: post.pt,
      ua: post.ua,
      my: post.myFallback ? null : british(post.en),
    }
    await createLocalized(payload, 'posts', (l) => (texts[l] ? textFor(texts[l]) : null), {
      req,
      published: true,
      locales: ['pt', 'ua', 'my'],
      fixed: {
        url: post.url,
        cover: coverIds[index % coverIds.length],
        category: categoryIds[post.category],
        tags: post.tags.map((slug) => tagIds[slug]!).filter(Boolean),
        fixed: post.pinned !== undefined,
        fixedPosition: post.pinned ?? null,
        publishedAt,
      },
    })
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
      excerpt:
        'Coming soon: start charging by plugging in, with no card, app or QR code — ISO 15118 does the rest.',
      content: lexicalFromBlocks([
        'This post is a draft. Open its preview link from the back office to see it on the site before publishing.',
      ]),
      url: 'plug-and-charge-coming-soon',
      category: categoryIds.product,
      tags: [tagIds['driver-app']!],
      cover: coverIds[0],
      _status: 'draft',
    },
  })
}
