import { categoryRoute } from '@/features/shop/pages'

// Sorting and filters: rendered on request (the proxy sends queries here; see queryVariantOf).
export const dynamic = 'force-dynamic'
const { generateMetadata, Page } = categoryRoute('souvenirs')
export { generateMetadata }
export default Page
