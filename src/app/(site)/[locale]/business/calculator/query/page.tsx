import { CalculatorRoute, generateMetadata } from '../page'

// A plan in the URL: rendered on request (the proxy sends queries here; see queryVariantOf).
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default CalculatorRoute
