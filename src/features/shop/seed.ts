import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Good } from '@/payload-types'

import { demoGoods, demoSlides, type DemoGood } from './seed-data'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A product picture drawn locally (no downloads): a gradient, an icon of the category and the name. */
async function picture(label: string, hue: number, variant: number, width = 640, height = 480): Promise<Buffer> {
  const icon =
    variant === 0
      ? `<rect x="${width / 2 - 90}" y="${height / 2 - 150}" width="180" height="240" rx="28" fill="#fff" opacity="0.92"/><path d="M${width / 2 + 8} ${height / 2 - 110} l-50 90 h38 l-12 70 l62 -100 h-40z" fill="hsl(${hue} 60% 35%)"/>`
      : `<circle cx="${width / 2}" cy="${height / 2 - 40}" r="130" fill="#fff" opacity="0.9"/><circle cx="${width / 2}" cy="${height / 2 - 40}" r="70" fill="hsl(${hue} 60% 40%)"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% ${variant ? 30 : 42}%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% ${variant ? 18 : 24}%)"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${icon}
  ${label ? `<text x="50%" y="${height - 50}" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>` : ''}</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer()
}

type Alt = { en: string; pt: string; ua: string }

async function upload(payload: Payload, name: string, data: Buffer, alt: Alt): Promise<number> {
  const media = await payload.create({ collection: 'media', locale: 'en', data: { alt: alt.en }, file: { data, mimetype: 'image/webp', name, size: data.length } })
  await payload.update({ collection: 'media', id: media.id, locale: 'pt', data: { alt: alt.pt } })
  await payload.update({ collection: 'media', id: media.id, locale: 'ua', data: { alt: alt.ua } })
  return media.id
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Markets: en EUR/cartEN, my MYR/cartMY, and the default UAH/cart for ua and pt. */
export async function seedMarkets(payload: Payload): Promise<Record<'en' | 'my' | 'default', number>> {
  const en = await payload.create({ collection: 'markets', data: { code: 'en', name: 'International (EUR)', currency: 'EUR', localeCodes: ['en'], cartStorageKey: 'cartEN' } })
  const my = await payload.create({ collection: 'markets', data: { code: 'my', name: 'Malaysia (MYR)', currency: 'MYR', localeCodes: ['my'], cartStorageKey: 'cartMY' } })
  const def = await payload.create({
    collection: 'markets',
    data: { code: 'default', name: 'Default (UAH)', currency: 'UAH', localeCodes: ['ua', 'pt'], cartStorageKey: 'cart', isDefault: true },
  })
  return { en: en.id, my: my.id, default: def.id }
}

type GoodData = Omit<Good, 'id' | 'createdAt' | 'updatedAt' | 'sizes'>

function goodData(good: DemoGood, lang: 'en' | 'pt' | 'ua', markets: Record<string, number>, images: number[], order: number): GoodData {
  const attributes: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(good.attributes ?? {})) attributes[k] = typeof v === 'object' ? v[lang] : v
  return {
    title: good.title[lang],
    category: good.category,
    description: good.description[lang],
    images,
    kind: good.bonusPrice !== undefined ? 'bonus' : 'commercial',
    bonusPrice: good.bonusPrice,
    prices: Object.entries(good.prices ?? {}).map(([code, amount]) => ({ market: markets[code]!, amount })),
    availability: good.availability ?? 'inStock',
    stock: good.stock,
    featured: good.featured ?? false,
    order,
    options: (good.options ?? []).map((o) => ({ key: o.key, label: o.label[lang], values: o.values.map((v) => ({ value: v.value, label: v.label[lang] })) })),
    attributes: attributes as GoodData['attributes'],
    partner: good.partner ? { name: good.partner.name, link: good.partner.link, contact: good.partner.contact?.[lang] } : undefined,
  }
}

/** The demo shop: markets, six goods per category with generated pictures in every locale, slides. */
export async function seedShop(payload: Payload): Promise<void> {
  const markets = await seedMarkets(payload)
  const detailPicture: Record<string, number> = {}
  for (const [order, good] of demoGoods.entries()) {
    const images = [await upload(payload, `${slug(good.title.en)}.webp`, await picture(good.title.en, good.hue, 0), good.title)]
    if (['chargers', 'ev', 'accessories'].includes(good.category)) {
      detailPicture[good.category] ??= await upload(payload, `${good.category}-detail.webp`, await picture(good.category.toUpperCase(), good.hue + 20, 1), {
        en: `${good.title.en}: detail view`,
        pt: `${good.title.pt}: vista de pormenor`,
        ua: `${good.title.ua}: деталь`,
      })
      images.push(detailPicture[good.category]!)
    }
    const created = await payload.create({ collection: 'goods', locale: 'en', data: goodData(good, 'en', markets, images, order) })
    for (const lang of ['pt', 'ua'] as const) {
      const data = goodData(good, lang, markets, images, order)
      // array rows keep their ids so only the localised labels change
      data.options = data.options?.map((o, i) => ({ ...o, id: created.options?.[i]?.id, values: o.values.map((v, j) => ({ ...v, id: created.options?.[i]?.values[j]?.id })) }))
      data.prices = created.prices
      await payload.update({ collection: 'goods', id: created.id, locale: lang, data })
    }
  }
  for (const [order, slide] of demoSlides.entries()) {
    const image = await upload(payload, `shop-slide-${order + 1}.webp`, await picture('', slide.hue, 1, 1280, 480), slide.title)
    const created = await payload.create({
      collection: 'shop-slides',
      locale: 'en',
      data: { title: slide.title.en, text: slide.text.en, linkLabel: slide.linkLabel.en, link: slide.link, image, order },
    })
    for (const lang of ['pt', 'ua'] as const) {
      await payload.update({
        collection: 'shop-slides',
        id: created.id,
        locale: lang,
        data: { title: slide.title[lang], text: slide.text[lang], linkLabel: slide.linkLabel[lang] },
      })
    }
  }
}
