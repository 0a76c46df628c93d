import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('shopPropositions')
export { generateMetadata }
export default Page
