import { productRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = productRoute('accessories')
export { generateMetadata }
export default Page
