import { categoryRoute } from '@/features/shop/pages'

const { generateMetadata, Page } = categoryRoute('propositions')
export { generateMetadata }
export default Page
