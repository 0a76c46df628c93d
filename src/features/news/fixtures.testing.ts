import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { lexicalFromBlocks } from '@/lib/seed/lexical'

/**
 * What the news integration tests share: requests to the API's handlers, and the content they read
 * (four posts published in several languages, two of them pinned, a draft, categories, tags and the
 * switcher's languages).
 */
export const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers })
export const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
})

type Texts = { title: string; excerpt: string; body: string }
/** The ids of the posts created, by url. */
export const ids: Record<string, number> = {}
let day = 0

/** A post published in English and the given languages, a day newer than the one before. */
export async function createPost(
  payload: Payload,
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

/** The published posts' texts, by url, oldest first. */
const postTexts = {
  'roaming-hubs': {
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
  'winter-tips': {
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
  'qr-payments': {
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
  'newest-post': {
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
  },
} satisfies Record<string, { en: Texts; pt?: Texts; ua?: Texts; my?: Texts }>

/** Categories and tags, and the languages the switcher offers. */
async function seedTaxonomy(payload: Payload) {
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
  return { product, company, roaming, billing }
}

export async function seedPosts(payload: Payload): Promise<void> {
  const { product, company, roaming, billing } = await seedTaxonomy(payload)
  await createPost(payload, 'roaming-hubs', postTexts['roaming-hubs'], {
    category: product.id,
    tags: [roaming.id],
  })
  await createPost(payload, 'winter-tips', postTexts['winter-tips'], {
    category: company.id,
    tags: [billing.id],
    fixed: true,
    fixedPosition: 2,
  })
  await createPost(payload, 'qr-payments', postTexts['qr-payments'], {
    category: product.id,
    tags: [billing.id, roaming.id],
    fixed: true,
    fixedPosition: 1,
  })
  await createPost(payload, 'newest-post', postTexts['newest-post'])
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
}
