import { placeholderPage } from '@/features/site/PlaceholderPage'

const { generateMetadata, Page } = placeholderPage('inviteFriend')
export { generateMetadata }
export default Page
