import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('shopSouvenirs')
export { generateMetadata }
export default Page
