import { ArticlePage, articleMetadata } from '@/features/news/pages'

export const generateMetadata = articleMetadata
export default ArticlePage
