import { NewsSearchPage, newsSearchMetadata } from '@/features/news/pages'

// A search answers its query: rendered on request.
export const dynamic = 'force-dynamic'

export const generateMetadata = newsSearchMetadata
export default NewsSearchPage
