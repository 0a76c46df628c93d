import { productRoute } from '@/features/shop/pages'

export const generateStaticParams = () => []

const { generateMetadata, Page } = productRoute('accessories')
export { generateMetadata }
export default Page
