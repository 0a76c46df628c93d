import { AboutUs, generateMetadata } from '../page'

// `?position=` preselects an open position in the application form: rendered on request.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default AboutUs
