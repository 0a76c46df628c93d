import { Home, homeMetadata } from '../page'

// A preview link (`?token=`) shows the home page's draft: rendered on request, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = homeMetadata
export default Home
