import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('privacyPolicy')
export { generateMetadata }
export default Page
