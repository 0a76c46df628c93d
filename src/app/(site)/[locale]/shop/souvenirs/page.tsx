import { categoryRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = categoryRoute('souvenirs')
export { generateMetadata }
export default Page
