import { newsView } from '@/features/news/pages'
import { cachedPage } from '@/features/site/view'

// A page of the list or a filter in the query is its twin's (query/news).
const page = cachedPage(newsView)
export const generateMetadata = page.generateMetadata
export default page.Page
