import type { Locale } from '@/i18n/locales'

/**
 * Which market, and so which stored cart, a locale uses. The mapping is data (the `markets`
 * collection); this is the fallback when the database has none.
 */
export type MarketInfo = { code: string; currency: string; cartStorageKey: string }

const fallbackMarkets: Record<'en' | 'my' | 'default', MarketInfo> = {
  en: { code: 'en', currency: 'EUR', cartStorageKey: 'cartEN' },
  my: { code: 'my', currency: 'MYR', cartStorageKey: 'cartMY' },
  default: { code: 'default', currency: 'UAH', cartStorageKey: 'cart' },
}

export function fallbackMarket(locale: Locale): MarketInfo {
  return locale === 'en'
    ? fallbackMarkets.en
    : locale === 'my'
      ? fallbackMarkets.my
      : fallbackMarkets.default
}

type MarketRow = MarketInfo & { localeCodes?: readonly string[] | null; isDefault?: boolean | null }

/** The market of a locale among the stored ones: the one listing it, else the default one. */
export function marketForLocale(markets: readonly MarketRow[], locale: Locale): MarketInfo {
  const found =
    markets.find((m) => m.localeCodes?.includes(locale)) ?? markets.find((m) => m.isDefault)
  return found
    ? { code: found.code, currency: found.currency, cartStorageKey: found.cartStorageKey }
    : fallbackMarket(locale)
}
