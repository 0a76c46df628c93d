import { cache } from 'react'

import { pageImage, type PageImage } from '@/features/media/image'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Payload } from 'payload'

import { catalogueEntry, goodView, type GoodView } from './catalogue'
import type { CatalogueEntry } from './cart/cart'
import { marketForLocale, type MarketInfo } from './cart/markets'
import type { ShopCategory } from '@/features/site/shop-categories'

export type Market = MarketInfo & { id: number | null }

/** The market of a locale (markets are data; the fallback applies to an empty database). */
export async function marketOf(payload: Payload, locale: Locale): Promise<Market> {
  const { docs } = await payload.find({
    collection: 'markets',
    limit: 50,
    depth: 0,
    pagination: false,
  })
  const info = marketForLocale(docs, locale)
  const doc = docs.find((d) => d.code === info.code)
  return { ...info, id: doc?.id ?? null }
}

export const getMarket = cache(async (locale: Locale): Promise<Market> =>
  marketOf(await payloadClient(), locale),
)

export const getGoods = cache(
  async (locale: Locale, category: ShopCategory | null): Promise<GoodView[]> => {
    const payload = await payloadClient()
    const market = await getMarket(locale)
    const { docs } = await payload.find({
      collection: 'goods',
      locale,
      depth: 1,
      limit: 500,
      pagination: false,
      sort: 'order',
      ...(category ? { where: { category: { equals: category } } } : {}),
    })
    return docs.map((doc) => goodView(doc, market.id))
  },
)

export const getFeaturedGoods = cache(async (locale: Locale): Promise<GoodView[]> =>
  (await getGoods(locale, null)).filter((g) => g.featured).slice(0, 8),
)

export const getGood = cache(
  async (locale: Locale, category: ShopCategory, id: string): Promise<GoodView | null> => {
    if (!/^\d{1,12}$/.test(id)) return null
    const payload = await payloadClient()
    const market = await getMarket(locale)
    const { docs } = await payload.find({
      collection: 'goods',
      locale,
      depth: 1,
      limit: 1,
      where: { and: [{ id: { equals: Number(id) } }, { category: { equals: category } }] },
    })
    return docs[0] ? goodView(docs[0], market.id) : null
  },
)

type SlideView = {
  id: string
  title: string
  text: string
  image: PageImage | null
  linkLabel: string
  link: string
}

export const getShopSlides = cache(async (locale: Locale): Promise<SlideView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'shop-slides',
    locale,
    depth: 1,
    limit: 20,
    sort: 'order',
  })
  return docs.map((s) => ({
    id: String(s.id),
    title: s.title,
    text: s.text ?? '',
    image: pageImage(s.image, locale),
    linkLabel: s.linkLabel ?? '',
    link: s.link ?? '',
  }))
})

/** A good's options as the cart shows them: option key → its name and each value's name. */
export type OptionNames = Record<string, { label: string; values: Record<string, string> }>

/**
 * Current catalogue data of the given goods in a market, for the cart and the order (never the
 * browser's), with the names of their options in the locale (an order keeps "Cable length: 5 m").
 */
export async function catalogueFor(
  payload: Payload,
  locale: Locale,
  ids: string[],
): Promise<{
  market: Market
  entries: Record<string, CatalogueEntry>
  optionNames: Record<string, OptionNames>
}> {
  const market = await marketOf(payload, locale)
  const numeric = [...new Set(ids.filter((id) => /^\d{1,12}$/.test(id)).map(Number))]
  if (!numeric.length) return { market, entries: {}, optionNames: {} }
  const { docs } = await payload.find({
    collection: 'goods',
    locale,
    depth: 1,
    limit: numeric.length,
    pagination: false,
    where: { id: { in: numeric } },
  })
  const views = docs.map((doc) => goodView(doc, market.id))
  return {
    market,
    entries: Object.fromEntries(views.map((view) => [view.id, catalogueEntry(view)])),
    optionNames: Object.fromEntries(
      views.map((view) => [
        view.id,
        Object.fromEntries(
          view.options.map((o) => [
            o.key,
            { label: o.label, values: Object.fromEntries(o.values.map((v) => [v.value, v.label])) },
          ]),
        ),
      ]),
    ),
  }
}
