import { categoryRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = categoryRoute('ev')
export { generateMetadata }
export default Page
