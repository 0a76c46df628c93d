import { mapView } from '@/features/map/page-views'
import { cachedPage } from '@/features/site/view'

// Filters in the query are its twin's (query/map).
const page = cachedPage(mapView)
export const generateMetadata = page.generateMetadata
export default page.Page
