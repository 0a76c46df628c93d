import { reconcileHandler } from '@/features/shop/api'
import { withApiErrors } from '@/lib/http'

export const POST = withApiErrors(reconcileHandler)
