import { isIndexable, robotsFor } from '@/features/site/web/robots'
import { siteUrl } from '@/lib/site-url'

// Read at request time: SITE_INDEXABLE belongs to the deployment, not to the build.
export const dynamic = 'force-dynamic'

export default function robots() {
  return robotsFor(siteUrl().origin, isIndexable())
}
