import { twinPages } from '@/features/site/view'

import { aboutUs, home } from '../../../_views/marketing'

/**
 * The marketing pages rendered on request, for the queries that change them (the proxy rewrites
 * `/en/about-us?position=…` here as `/en/query/marketing/about-us`).
 */
export const dynamic = 'force-dynamic'
const page = twinPages('marketing', { home, aboutUs })
export const generateMetadata = page.generateMetadata
export default page.Page
