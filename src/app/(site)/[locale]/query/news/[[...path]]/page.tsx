import { articleView, newsView } from '@/features/news/pages'
import { twinPages } from '@/features/site/view'

/** A page of the news list, and an article's draft preview, rendered on request. */
export const dynamic = 'force-dynamic'
const page = twinPages('news', { news: newsView, article: articleView })
export const generateMetadata = page.generateMetadata
export default page.Page
