import { productRoute } from '@/features/shop/pages'

export const generateStaticParams = () => []

const { generateMetadata, Page } = productRoute('ev')
export { generateMetadata }
export default Page
