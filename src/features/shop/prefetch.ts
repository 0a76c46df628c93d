import type { Locale } from '@/i18n/locales'

import { getGoods, getMarket, getShopSlides } from './queries'

/**
 * Bodies of `/fire-prefetch/goods.json` and `/fire-prefetch/shop-slides.json` (product.md section 7)
 * for one locale; the pages feature serves them. Prices are the locale's market's (bonus goods in bonuses).
 */
export async function prefetchGoods(locale: Locale) {
  const [market, goods] = await Promise.all([getMarket(locale), getGoods(locale, null)])
  return {
    locale,
    market: { code: market.code, currency: market.currency, cartStorageKey: market.cartStorageKey },
    goods: goods.map((g) => ({
      id: g.id,
      section: g.category,
      title: g.title,
      description: g.description,
      images: g.images.map((i) => ({ url: i.url, card: i.card, alt: i.alt, width: i.width, height: i.height })),
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
  return { locale, slides: await getShopSlides(locale) }
}
