import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

/**
 * THE single place a stored order is announced to sales. For now it only logs; at merge the lead wires
 * it to the forms feature's delivery pipeline (e-mail with retries from the stored record, webhook).
 * It must never throw: the order is already stored and the customer already has their answer.
 */
export async function announceOrder(payload: Payload, order: Order): Promise<void> {
  try {
    payload.logger.info(`New order ${order.number}: ${order.lines.length} line(s), ${order.commercialTotal} ${order.currency}, market ${order.market}`)
  } catch {
    // logging must not fail an order
  }
}
