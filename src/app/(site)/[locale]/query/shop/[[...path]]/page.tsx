import { categoryView } from '@/features/shop/page-views'
import { categoryPageKey, shopCategoryNames } from '@/features/site/shop-categories'
import { twinPages } from '@/features/site/view'

/** A category's listing with sorting and filters, rendered on request. */
export const dynamic = 'force-dynamic'
const listings = Object.fromEntries(
  shopCategoryNames.map((category) => [categoryPageKey(category), categoryView]),
) as Record<ReturnType<typeof categoryPageKey>, typeof categoryView>
const page = twinPages('shop', listings)
export const generateMetadata = page.generateMetadata
export default page.Page
