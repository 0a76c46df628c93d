import {
  categoryPageKey as pageKeyOf,
  shopCategories,
  type ShopCategory,
} from '@/features/site/pages'

/**
 * The shop's categories and which of them have a detail page, as the site's page list declares them
 * (src/features/site/pages.ts: a new category is one entry there).
 */
export type Category = ShopCategory
export const categories = Object.keys(shopCategories) as Category[]
export type DetailCategory = {
  [C in Category]: (typeof shopCategories)[C]['details'] extends true ? C : never
}[Category]
export const detailCategories = categories.filter(hasDetailPage)

export function hasDetailPage(category: Category): category is DetailCategory {
  return shopCategories[category].details
}

/** Page keys (src/features/site/pages.ts) of each category's listing. */
export const categoryPageKey = Object.fromEntries(categories.map((c) => [c, pageKeyOf(c)])) as {
  [C in Category]: ReturnType<typeof pageKeyOf>
}

/** Attributes a category's goods carry; their filters and the detail page's table read this. */
export const categoryAttributes = {
  accessories: ['compatibility', 'lengthM', 'phase'],
  chargers: ['powerKw', 'cableSize', 'compatibility'],
  ev: ['batteryKw', 'powerHp', 'rangeKm', 'maxSpeedKmh'],
  souvenirs: [],
  propositions: [],
} as const satisfies Record<Category, readonly string[]>
