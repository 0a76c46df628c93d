import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('shopCart')
export { generateMetadata }
export default Page
