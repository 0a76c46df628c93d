import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('shopChargers')
export { generateMetadata }
export default Page
