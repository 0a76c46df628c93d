import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('deleteAccount')
export { generateMetadata }
export default Page
