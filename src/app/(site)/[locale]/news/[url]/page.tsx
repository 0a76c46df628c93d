import { articleView } from '@/features/news/pages'
import { cachedPage } from '@/features/site/view'

// Posts are only in the database: each article is rendered at its first request, then cached.
export const generateStaticParams = () => []

// A draft preview (`?token=`) is its twin's (query/news).
const page = cachedPage(articleView)
export const generateMetadata = page.generateMetadata
export default page.Page
