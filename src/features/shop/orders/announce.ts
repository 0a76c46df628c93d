import type { Payload } from 'payload'

import { queueDelivery, runDeliveryNow } from '@/features/forms/delivery'
import type { Order } from '@/payload-types'

/**
 * THE single place a stored order is announced to sales: through the forms' delivery pipeline
 * (e-mail and optional webhook, retried from the stored record). It never throws: the order is
 * already stored and the customer already has their answer; a failed queue is logged and the
 * record's delivery state stays pending for the back office to see.
 */
export async function announceOrder(payload: Payload, order: Order): Promise<void> {
  try {
    const jobId = await queueDelivery(payload, { collection: 'orders', id: order.id })
    void runDeliveryNow(payload, jobId)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Order ${order.number} is stored but its announcement could not be queued` })
  }
}
