import { reconcileHandler } from '@/features/shop/cart/routes'
import { withApiErrors } from '@/lib/http'

export const POST = withApiErrors(reconcileHandler)
