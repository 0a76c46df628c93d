import { ArticlePage, articleMetadata } from '@/features/news/pages'
import { withoutQuery } from '@/features/site/params'

export const generateStaticParams = () => []
export const generateMetadata = withoutQuery(articleMetadata)
export default withoutQuery(ArticlePage)
