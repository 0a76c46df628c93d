import { locationView } from '@/features/map/page-views'
import { cachedPage } from '@/features/site/view'

// Stations are only in the database: each page is rendered at its first request, then cached.
export const generateStaticParams = () => []

// The map centred on a station with its details; filters in the query are its twin's (query/map).
const page = cachedPage(locationView)
export const generateMetadata = page.generateMetadata
export default page.Page
