import { productView } from '@/features/shop/page-views'
import { cachedPage } from '@/features/site/view'

// Goods are only in the database: each page is rendered at its first request, then cached.
export const generateStaticParams = () => []

// A good's page, for the categories with details (the proxy answers 404 for the others).
const page = cachedPage(productView)
export const generateMetadata = page.generateMetadata
export default page.Page
