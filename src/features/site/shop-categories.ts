/**
 * The shop's categories: the one place that names them and says which have a page per good. The
 * page list reads them for the shop's paths (`/shop/<category>`, `/shop/<category>/<id>`), the shop
 * feature for its queries and links; the attributes each category's goods carry live with the shop
 * (src/features/shop/categories.ts, which the type checker asks to complete for a new category).
 * A new category is one entry here, its messages (`pages.shop<Category>`,
 * `shop.categories.<category>`) and a migration, since goods store their category.
 */
export const shopCategories = {
  chargers: { details: true },
  ev: { details: true },
  accessories: { details: true },
  souvenirs: { details: false },
  propositions: { details: false },
} as const

export type ShopCategory = keyof typeof shopCategories
export const shopCategoryNames = Object.keys(shopCategories) as ShopCategory[]

/** The categories whose goods each have a page of their own. */
export type DetailCategory = {
  [C in ShopCategory]: (typeof shopCategories)[C]['details'] extends true ? C : never
}[ShopCategory]

export function hasDetailPage(category: ShopCategory): category is DetailCategory {
  return shopCategories[category].details
}
export const detailCategories: readonly DetailCategory[] = shopCategoryNames.filter(hasDetailPage)

export const isShopCategory = (name: string): name is ShopCategory =>
  Object.hasOwn(shopCategories, name)

/** The page key of a category's listing (`chargers` → `shopChargers`), which names its messages. */
export type CategoryPageKey = `shop${Capitalize<ShopCategory>}`
export const categoryPageKey = (category: ShopCategory) =>
  `shop${category[0]!.toUpperCase()}${category.slice(1)}` as CategoryPageKey
