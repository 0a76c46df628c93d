import { cachedPage } from '@/features/site/view'

import { home } from './_views/marketing'

// The home page; an editor's draft preview (`?token=`) is its twin's (query/marketing).
const page = cachedPage(home)
export const generateMetadata = page.generateMetadata
export default page.Page
