import { orderHandler } from '@/features/shop/orders/api'
import { withApiErrors } from '@/lib/http'

export const POST = withApiErrors(orderHandler, { countAs: () => 'order' })
