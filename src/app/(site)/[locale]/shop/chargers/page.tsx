import { categoryRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = categoryRoute('chargers')
export { generateMetadata }
export default Page
