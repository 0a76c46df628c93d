import { ArticlePage, articleMetadata } from '@/features/news/pages'

// A preview link (`?token=`) shows the draft: rendered on request, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = articleMetadata
export default ArticlePage
