import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('readmeOss')
export { generateMetadata }
export default Page
