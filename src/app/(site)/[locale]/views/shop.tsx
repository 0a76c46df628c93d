import { categoryView, productView, shopHomeView } from '@/features/shop/page-views'
import { categoryPageKey, shopCategories, type ShopCategory } from '@/features/site/pages'
import type { PageView } from '@/features/site/view'

/** The shop's home, a listing per category and a page per good. */
export const views = {
  shop: shopHomeView,
  product: productView,
  ...(Object.fromEntries(
    (Object.keys(shopCategories) as ShopCategory[]).map((c) => [
      categoryPageKey(c),
      categoryView(c),
    ]),
  ) as Record<ReturnType<typeof categoryPageKey>, PageView>),
}
