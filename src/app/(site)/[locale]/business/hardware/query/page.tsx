import { generateMetadata, HardwareRoute } from '../page'

// A search in the URL: rendered on request (the proxy sends queries here; see queryVariantOf).
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default HardwareRoute
