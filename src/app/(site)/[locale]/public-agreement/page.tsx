import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('publicAgreement')
export { generateMetadata }
export default Page
