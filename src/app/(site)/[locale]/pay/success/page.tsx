import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('paySuccess')
export { generateMetadata }
export default Page
