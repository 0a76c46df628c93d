import { orderHandler } from '@/features/shop/orders/routes'
import { withApiErrors } from '@/lib/http'

export const POST = withApiErrors(orderHandler, { countAs: () => 'order' })
