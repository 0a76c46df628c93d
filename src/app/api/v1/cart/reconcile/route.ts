import { reconcileHandler } from '@/features/shop/cart/api'
import { withApiErrors } from '@/lib/http'

export const POST = withApiErrors(reconcileHandler)
