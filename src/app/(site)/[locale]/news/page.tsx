import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('news')
export { generateMetadata }
export default Page
