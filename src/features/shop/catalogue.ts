/**
 * Pure views of the catalogue: a stored good as the pages and the cart see it in one market, and
 * the category page's filters and sorting (read from the URL). No database access here.
 */
import { imageSrc, pageImage, type PageImage } from '@/features/media/image'
import { moneyFormat } from '@/i18n/format'
import type { Good } from '@/payload-types'

import type { CatalogueEntry } from './cart/cart'
import type { ShopCategory } from '@/features/site/shop-categories'

import { categoryAttributes } from './categories'

export type OptionView = { key: string; label: string; values: { value: string; label: string }[] }
export type GoodView = {
  id: string
  title: string
  category: ShopCategory
  description: string
  images: PageImage[]
  isCommercial: boolean
  /** Money in the market's currency (commercial), bonuses (bonus), or null: price on request. */
  price: number | null
  availability: Good['availability']
  available: boolean
  stock: number | null
  featured: boolean
  options: OptionView[]
  attributes: Partial<Record<string, string | number>>
  partner: { name: string; link: string; contact: string } | null
  createdAt: string
}

function priceInMarket(
  good: Pick<Good, 'kind' | 'bonusPrice' | 'prices'>,
  marketId: number | string | null,
): number | null {
  if (good.kind === 'bonus') return good.bonusPrice ?? null
  const row = (good.prices ?? []).find(
    (p) => String(typeof p.market === 'object' ? p.market.id : p.market) === String(marketId),
  )
  return row ? row.amount : null
}

export function goodView(good: Good, marketId: number | string | null): GoodView {
  const attributes: GoodView['attributes'] = {}
  for (const key of categoryAttributes[good.category] as readonly string[]) {
    const value = (good.attributes as Record<string, unknown> | undefined)?.[key]
    if (typeof value === 'string' || typeof value === 'number') attributes[key] = value
  }
  return {
    id: String(good.id),
    title: good.title,
    category: good.category,
    description: good.description ?? '',
    images: (good.images ?? []).map((media) => pageImage(media)).filter((i) => i !== null),
    isCommercial: good.kind !== 'bonus',
    price: priceInMarket(good, marketId),
    availability: good.availability,
    available: good.availability !== 'outOfStock',
    stock: good.stock ?? null,
    featured: Boolean(good.featured),
    options: (good.options ?? []).map((o) => ({
      key: o.key,
      label: o.label,
      values: o.values.map((v) => ({ value: v.value, label: v.label })),
    })),
    attributes,
    partner:
      good.category === 'propositions'
        ? {
            name: good.partner?.name ?? '',
            link: good.partner?.link ?? '',
            contact: good.partner?.contact ?? '',
          }
        : null,
    createdAt: good.createdAt,
  }
}

/** The picture a cart line shows (the first image's card size), as the cart keeps it. */
export const cartImage = (view: GoodView): string | null =>
  view.images[0] ? imageSrc(view.images[0], 'card') : null

export function catalogueEntry(view: GoodView): CatalogueEntry {
  return {
    id: view.id,
    title: view.title,
    section: view.category,
    image: cartImage(view),
    price: view.price,
    isCommercial: view.isCommercial,
    available: view.available && view.category !== 'propositions',
    options: Object.fromEntries(view.options.map((o) => [o.key, o.values.map((v) => v.value)])),
  }
}

export const sortOrders = ['featured', 'price-asc', 'price-desc', 'title', 'newest'] as const
type SortOrder = (typeof sortOrders)[number]

type ListingQuery = { sort: SortOrder; filters: Record<string, string> }

type SearchParams = Record<string, string | string[] | undefined>

/**
 * Sorting and attribute filters of a category page from its URL; unknown keys and values are
 * ignored.
 */
export function parseListingQuery(category: ShopCategory, params: SearchParams): ListingQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const sortParam = first(params.sort)
  const sort = (sortOrders as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as SortOrder)
    : 'featured'
  const filters: Record<string, string> = {}
  for (const key of categoryAttributes[category] as readonly string[]) {
    const value = first(params[key])
    if (value) filters[key] = value.slice(0, 100)
  }
  const availability = first(params.availability)
  if (availability === 'inStock') filters.availability = availability
  return { sort, filters }
}

/** Every value each filterable attribute takes in a list of goods, for the filter form. */
export function facets(
  goods: GoodView[],
  category: ShopCategory,
): { key: string; values: string[] }[] {
  return (categoryAttributes[category] as readonly string[])
    .map((key) => {
      const values = [
        ...new Set(
          goods
            .map((g) => g.attributes[key])
            .filter((v) => v !== undefined)
            .map(String),
        ),
      ]
      values.sort((a, b) =>
        Number.isFinite(Number(a)) && Number.isFinite(Number(b))
          ? Number(a) - Number(b)
          : a.localeCompare(b),
      )
      return { key, values }
    })
    .filter((f) => f.values.length > 1)
}

export function applyListingQuery(
  goods: GoodView[],
  query: ListingQuery,
  locale: string,
): GoodView[] {
  const matching = goods.filter((g) =>
    Object.entries(query.filters).every(([key, value]) =>
      key === 'availability'
        ? g.availability === 'inStock'
        : String(g.attributes[key] ?? '') === value,
    ),
  )
  const byPrice = (direction: 1 | -1) => (a: GoodView, b: GoodView) => {
    // goods without a price (on request) go last in both directions
    if (a.price === null || b.price === null)
      return a.price === b.price ? 0 : a.price === null ? 1 : -1
    return (a.price - b.price) * direction
  }
  const sorted = [...matching]
  switch (query.sort) {
    case 'price-asc':
      return sorted.sort(byPrice(1))
    case 'price-desc':
      return sorted.sort(byPrice(-1))
    case 'title':
      return sorted.sort((a, b) => a.title.localeCompare(b.title, locale))
    case 'newest':
      return sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    default:
      return sorted.sort((a, b) => Number(b.featured) - Number(a.featured))
  }
}

/** Money in the market's currency, for the page's locale. */
export function formatMoney(amount: number, currency: string, localeTag: string): string {
  return moneyFormat(localeTag, currency).format(amount)
}
