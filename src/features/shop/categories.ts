/** The shop's categories and which of them have a detail page. */
export const categories = ['chargers', 'ev', 'accessories', 'souvenirs', 'propositions'] as const
export type Category = (typeof categories)[number]
export const detailCategories = ['chargers', 'ev', 'accessories'] as const
export type DetailCategory = (typeof detailCategories)[number]

export function hasDetailPage(category: Category): category is DetailCategory {
  return (detailCategories as readonly string[]).includes(category)
}

/** Page keys (src/features/site/pages.ts) of each category's listing. */
export const categoryPageKey = {
  chargers: 'shopChargers',
  ev: 'shopEv',
  accessories: 'shopAccessories',
  souvenirs: 'shopSouvenirs',
  propositions: 'shopPropositions',
} as const satisfies Record<Category, string>

/** Attributes a category's goods carry; their filters and the detail page's table read this. */
export const categoryAttributes = {
  accessories: ['compatibility', 'lengthM', 'phase'],
  chargers: ['powerKw', 'cableSize', 'compatibility'],
  ev: ['batteryKw', 'powerHp', 'rangeKm', 'maxSpeedKmh'],
  souvenirs: [],
  propositions: [],
} as const satisfies Record<Category, readonly string[]>
