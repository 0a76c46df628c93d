import type { ShopCategory } from '@/features/site/shop-categories'

/**
 * The attributes each category's goods carry (the categories themselves are named in
 * src/features/site/shop-categories.ts); the listing's filters and the detail page's table read
 * this, and the type checker asks for a new category's entry.
 */
export const categoryAttributes = {
  accessories: ['compatibility', 'lengthM', 'phase'],
  chargers: ['powerKw', 'cableSize', 'compatibility'],
  ev: ['batteryKw', 'powerHp', 'rangeKm', 'maxSpeedKmh'],
  souvenirs: [],
  propositions: [],
} as const satisfies Record<ShopCategory, readonly string[]>
