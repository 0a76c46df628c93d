import { NewsSearchPage, newsSearchMetadata } from '@/features/news/pages'

export const generateMetadata = newsSearchMetadata
export default NewsSearchPage
