import { cachedPage } from '@/features/site/view'

import { businessCalculator } from '../../_views/business-tools'

// A plan in the query is its twin's (query/business-tools).
const page = cachedPage(businessCalculator)
export const generateMetadata = page.generateMetadata
export default page.Page
