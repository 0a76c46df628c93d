import { NewsIndexPage, newsIndexMetadata } from '@/features/news/pages'
import { withoutQuery } from '@/features/site/params'

export const generateMetadata = newsIndexMetadata
export default withoutQuery(NewsIndexPage)
