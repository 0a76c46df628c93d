import type { PrefetchLoader } from '@/features/content/prefetch'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import { getGoods, getMarket, getShopSlides } from './queries'

/** The app reads these files too, so image URLs are absolute (pages use site-relative paths). */
const absolute = (url: string) => new URL(url, siteUrl()).toString()

/**
 * Contents of `/fire-prefetch/goods.json` and `/fire-prefetch/shop-slides.json` for one locale
 * (listed in `shopPrefetchFiles` below). Prices are the locale's market's (bonus goods in bonuses).
 */
export async function prefetchGoods(locale: Locale) {
  const [market, goods] = await Promise.all([getMarket(locale), getGoods(locale, null)])
  return {
    market: { code: market.code, currency: market.currency, cartStorageKey: market.cartStorageKey },
    goods: goods.map((g) => ({
      id: g.id,
      section: g.category,
      title: g.title,
      description: g.description,
      images: g.images.map((i) => ({ url: absolute(i.url), card: absolute(i.card), alt: i.alt, width: i.width, height: i.height })),
      isCommercial: g.isCommercial,
      price: g.price,
      currency: g.isCommercial ? market.currency : null,
      availability: g.availability,
      featured: g.featured,
      options: g.options,
      attributes: g.attributes,
      partner: g.partner,
    })),
  }
}

export async function prefetchShopSlides(locale: Locale) {
  return (await getShopSlides(locale)).map((slide) => ({ ...slide, image: slide.image ? { ...slide.image, url: absolute(slide.image.url) } : null }))
}

/** The shop's files of `/fire-prefetch/`; the route serves them beside the shared content's. */
export const shopPrefetchFiles: Record<string, PrefetchLoader> = { goods: prefetchGoods, 'shop-slides': prefetchShopSlides }
