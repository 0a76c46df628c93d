import type { Payload } from 'payload'

import type { Good } from '@/payload-types'
import { createLocalized } from '@/lib/seed/documents'
import { product, seedImage } from '@/lib/seed/images'
import { fieldsIn } from '@/lib/seed/localized'

import { attributes, catalogue, type DemoGood } from './goods'
import { seedDemoOrders } from './orders'
import { demoSlides } from './slides'
import { goodTexts } from './texts'

/**
 * The demo catalogue: six goods per category, in the order the shop lists them, with their texts.
 */
export const demoGoods: DemoGood[] = Object.entries(catalogue).map(([key, good]) => ({
  ...good,
  title: goodTexts[key]![0],
  description: goodTexts[key]![1],
  ...(attributes[key] ? { attributes: attributes[key] } : {}),
}))

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Markets: en EUR/cartEN, my MYR/cartMY, the default UAH/cart, named for the ua and pt sites. */
export async function seedMarkets(
  payload: Payload,
): Promise<Record<'en' | 'my' | 'default', number>> {
  const en = await payload.create({
    collection: 'markets',
    data: {
      code: 'en',
      name: 'International (EUR)',
      currency: 'EUR',
      localeCodes: ['en'],
      cartStorageKey: 'cartEN',
    },
  })
  const my = await payload.create({
    collection: 'markets',
    data: {
      code: 'my',
      name: 'Malaysia (MYR)',
      currency: 'MYR',
      localeCodes: ['my'],
      cartStorageKey: 'cartMY',
    },
  })
  const def = await payload.create({
    collection: 'markets',
    data: {
      code: 'default',
      name: 'Ukraine and Portugal (UAH)',
      currency: 'UAH',
      localeCodes: ['ua', 'pt'],
      cartStorageKey: 'cart',
      isDefault: true,
    },
  })
  return { en: en.id, my: my.id, default: def.id }
}

type GoodData = Omit<Good, 'id' | 'createdAt' | 'updatedAt' | 'sizes'>

function goodData(
  good: DemoGood,
  lang: 'en' | 'pt' | 'ua',
  markets: Record<string, number>,
  images: number[],
  order: number,
): GoodData {
  const attributes: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(good.attributes ?? {}))
    attributes[k] = typeof v === 'object' ? v[lang] : v
  return {
    title: good.title[lang],
    category: good.category,
    description: good.description[lang],
    images,
    kind: good.bonusPrice !== undefined ? 'bonus' : 'commercial',
    bonusPrice: good.bonusPrice,
    prices: Object.entries(good.prices ?? {}).map(([code, amount]) => ({
      market: markets[code]!,
      amount,
    })),
    availability: good.availability ?? 'inStock',
    stock: good.stock,
    featured: good.featured ?? false,
    order,
    options: (good.options ?? []).map((o) => ({
      key: o.key,
      label: o.label[lang],
      values: o.values.map((v) => ({ value: v.value, label: v.label[lang] })),
    })),
    attributes: attributes as GoodData['attributes'],
    partner: good.partner
      ? { name: good.partner.name, link: good.partner.link, contact: good.partner.contact?.[lang] }
      : undefined,
  }
}

/**
 * The demo shop: markets, six goods per category with generated pictures in every locale, slides.
 */
export async function seedShop(payload: Payload): Promise<void> {
  const markets = await seedMarkets(payload)
  // Shop texts are written in pt and ua; `my` reads English.
  const locales = ['pt', 'ua'] as const
  const detailPicture: Record<string, number> = {}
  for (const [order, good] of demoGoods.entries()) {
    const images = [
      await seedImage(payload, {
        name: `${slug(good.title.en)}.webp`,
        drawing: product(good.title.en, good.hue, 0),
        alt: good.title,
      }),
    ]
    if (['chargers', 'ev', 'accessories'].includes(good.category)) {
      detailPicture[good.category] ??= await seedImage(payload, {
        name: `${good.category}-detail.webp`,
        drawing: product(good.category.toUpperCase(), good.hue + 20, 1),
        alt: {
          en: `${good.title.en}: detail view`,
          pt: `${good.title.pt}: vista de pormenor`,
          ua: `${good.title.ua}: деталь`,
        },
      })
      images.push(detailPicture[good.category]!)
    }
    await createLocalized(
      payload,
      'goods',
      (lang, created) => {
        const data = goodData(good, lang === 'my' ? 'en' : lang, markets, images, order)
        if (!created) return data
        // array rows keep their ids so only the localised labels change
        data.options = data.options?.map((o, i) => ({
          ...o,
          id: created.options?.[i]?.id,
          values: o.values.map((v, j) => ({ ...v, id: created.options?.[i]?.values[j]?.id })),
        }))
        data.prices = created.prices
        return data
      },
      { locales },
    )
  }
  for (const [order, slide] of demoSlides.entries()) {
    const image = await seedImage(payload, {
      name: `shop-slide-${order + 1}.webp`,
      drawing: product('', slide.hue, 1, 1280, 480),
      alt: slide.title,
    })
    await createLocalized(payload, 'shop-slides', fieldsIn(slide, ['title', 'text', 'linkLabel']), {
      locales,
      fixed: { link: slide.link, image, order },
    })
  } // Orders of the past weeks for the sales desk's charts.
  await seedDemoOrders(payload)
}
