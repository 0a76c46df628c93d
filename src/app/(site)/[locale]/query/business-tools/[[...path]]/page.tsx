import { twinPages } from '@/features/site/view'

import { businessCalculator, businessHardware } from '../../../_views/business-tools'

/** The calculator with a plan and the hardware search with a query, rendered on request. */
export const dynamic = 'force-dynamic'
const page = twinPages('business-tools', { businessCalculator, businessHardware })
export const generateMetadata = page.generateMetadata
export default page.Page
