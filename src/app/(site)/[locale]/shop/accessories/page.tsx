import { categoryRoute } from '@/features/shop/pages'
import { withoutQuery } from '@/features/site/params'

const { generateMetadata, Page } = categoryRoute('accessories')
export { generateMetadata }
export default withoutQuery(Page)
