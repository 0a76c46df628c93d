import type { Payload } from 'payload'

import type { Payment } from '@/payload-types'

/** Reading payments as the site does (access overridden): by reference, key or connector. */

/** The payment whose `field` is `value` (each of them is unique). */
export async function paymentBy(
  payload: Payload,
  field: 'reference' | 'idempotencyKey' | 'providerRef',
  value: string,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A payment by the reference a driver's result page carries (anything else is none). */
export const findPayment = (payload: Payload, reference: string) =>
  /^PAY-[A-Z0-9]{12}$/.test(reference)
    ? paymentBy(payload, 'reference', reference)
    : Promise.resolve(null)

/** The latest payment of a connector (its charging session), within the last 24 hours. */
export async function latestPayment(
  payload: Payload,
  stationId: string,
  connectorKey: string,
  now = new Date(),
): Promise<Payment | null> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { sessionKey: { equals: `${stationId}|${connectorKey}` } },
        { createdAt: { greater_than: since } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
