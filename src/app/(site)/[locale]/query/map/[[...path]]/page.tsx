import { locationView, mapView } from '@/features/map/page-views'
import { twinPages } from '@/features/site/view'

/** The map and a station's page with the filters of a query, rendered on request. */
export const dynamic = 'force-dynamic'
const page = twinPages('map', { map: mapView, location: locationView })
export const generateMetadata = page.generateMetadata
export default page.Page
