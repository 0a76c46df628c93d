import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('shopEv')
export { generateMetadata }
export default Page
