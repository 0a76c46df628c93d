import type { Payload } from 'payload'

import { deliverClaimed } from '@/features/forms/delivery/attempt'
import type { Order } from '@/payload-types'

/**
 * THE single place a stored order is announced to sales: through the forms' delivery pipeline
 * (e-mail and optional webhook, retried from the stored record). The order was stored already
 * claimed for delivery by this process (attempt 1, see placeOrder); the route runs this right after
 * answering (`after()`). If the process dies first, the claim's lease runs out and any server's
 * scheduler delivers it.
 */
export async function announceOrder(payload: Payload, order: Order): Promise<void> {
  await deliverClaimed(payload, { collection: 'orders', id: order.id, attempt: 1 })
}
