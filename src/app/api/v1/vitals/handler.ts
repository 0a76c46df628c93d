import { receiveVitals } from '@/features/site/vitals/receive'
import { withApiErrors } from '@/lib/http'

/** Web Vitals beacons of visitors who allowed measurement (src/features/site/vitals). */
export const POST = withApiErrors((request: Request) => receiveVitals(request))
