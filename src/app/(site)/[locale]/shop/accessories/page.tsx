import { categoryRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = categoryRoute('accessories')
export { generateMetadata }
export default Page
