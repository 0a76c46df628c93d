import { categoryView } from '@/features/shop/page-views'
import { shopCategoryNames } from '@/features/site/shop-categories'
import { cachedPage } from '@/features/site/view'

// A category's listing (the proxy answers 404 for any other name); sorting and filters in the
// query are its twin's (query/shop).
export const generateStaticParams = () => shopCategoryNames.map((category) => ({ category }))

const page = cachedPage(categoryView)
export const generateMetadata = page.generateMetadata
export default page.Page
