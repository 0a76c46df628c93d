import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('newsSearch')
export { generateMetadata }
export default Page
