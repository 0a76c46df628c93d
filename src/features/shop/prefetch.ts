import type { PrefetchLoader } from '@/features/content/prefetch'
import { appImage } from '@/features/media/image'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/site-url'

import { getGoods, getMarket, getShopSlides } from './queries'

/**
 * Contents of `/fire-prefetch/goods.json` and `/fire-prefetch/shop-slides.json` for one locale
 * (listed in `shopPrefetchFiles` below). Prices are the locale's market's (bonus goods in bonuses).
 * The app reads these files too, so image URLs are absolute (pages use site-relative paths).
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
      images: g.images.map((image) => {
        const { url, ...rest } = appImage(image, siteUrl())
        return { url, card: appImage(image, siteUrl(), 'card').url, ...rest }
      }),
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
  return (await getShopSlides(locale)).map((slide) => ({
    ...slide,
    image: slide.image && appImage(slide.image, siteUrl(), 'wide'),
  }))
}

/** The shop's files of `/fire-prefetch/`; the route serves them beside the shared content's. */
export const shopPrefetchFiles: Record<string, PrefetchLoader> = {
  goods: prefetchGoods,
  'shop-slides': prefetchShopSlides,
}
