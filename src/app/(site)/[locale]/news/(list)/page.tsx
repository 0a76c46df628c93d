import { NewsIndexPage, newsIndexMetadata } from '@/features/news/pages'

export const generateMetadata = newsIndexMetadata
export default NewsIndexPage
