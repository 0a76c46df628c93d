import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('mobileBanner')
export { generateMetadata }
export default Page
