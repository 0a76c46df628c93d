import { cachedPage } from '@/features/site/view'

import { aboutUs } from '../_views/marketing'

// An open position's Apply link (`?position=`) is its twin's (query/marketing).
const page = cachedPage(aboutUs)
export const generateMetadata = page.generateMetadata
export default page.Page
