import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('evDrivers')
export { generateMetadata }
export default Page
