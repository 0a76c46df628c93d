import { cachedPage } from '@/features/site/view'

import { businessHardware } from '../../_views/business-tools'

// A search in the query is its twin's (query/business-tools).
const page = cachedPage(businessHardware)
export const generateMetadata = page.generateMetadata
export default page.Page
