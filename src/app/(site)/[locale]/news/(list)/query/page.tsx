import { NewsIndexPage, newsIndexMetadata } from '@/features/news/pages'

// Pagination and filters: rendered on request (the proxy sends queries here; see queryVariantOf).
export const dynamic = 'force-dynamic'
export const generateMetadata = newsIndexMetadata
export default NewsIndexPage
