import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('aboutUs')
export { generateMetadata }
export default Page
