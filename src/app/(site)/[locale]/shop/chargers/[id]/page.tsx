import { productRoute } from '@/features/shop/pages'

export const generateStaticParams = () => []

const { generateMetadata, Page } = productRoute('chargers')
export { generateMetadata }
export default Page
