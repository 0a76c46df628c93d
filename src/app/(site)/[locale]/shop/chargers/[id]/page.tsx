import { productRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = productRoute('chargers')
export { generateMetadata }
export default Page
