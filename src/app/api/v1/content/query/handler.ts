import { contentQueryHandler } from '@/features/content/content-query/routes'
import { withApiErrors } from '@/lib/http'

export const dynamic = 'force-dynamic'
export const POST = withApiErrors(contentQueryHandler)
