import { productRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = productRoute('ev')
export { generateMetadata }
export default Page
