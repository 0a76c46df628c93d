import { dictionaryHandler } from '@/features/news/routes'
import { withApiErrors } from '@/lib/http'

export const dynamic = 'force-dynamic'
export const GET = withApiErrors(dictionaryHandler)
