import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlTable } from '@/lib/sql'
import type { Payment } from '@/payload-types'

import type { PaymentEvent } from './provider'
import { providerById } from './providers'
import { findPayment, paymentBy } from './queries'
import { canTransition, type FailureReason, type PaymentState } from './states'

/**
 * A payment moves along the state machine (states.ts) by conditional writes: a change applies only
 * to the version it was decided on, so racing webhooks, a result page asking the provider and the
 * checkout's own answer never apply twice or undo each other.
 */

type StateExtra = { providerRef?: string; failureReason?: FailureReason; events?: string[] }
type PaymentChanges = Partial<
  Pick<Payment, 'state' | 'paidAt' | 'failureReason' | 'providerRef' | 'events'>
>

/** What moving `payment` to `state` changes (nothing when the state machine refuses the step). */
function stateChanges(payment: Payment, state: PaymentState, extra: StateExtra): PaymentChanges {
  const data: PaymentChanges = {}
  if (state !== payment.state && canTransition(payment.state, state)) {
    data.state = state
    if (state === 'paid') data.paidAt = new Date().toISOString()
    if (state === 'failed') data.failureReason = extra.failureReason ?? 'declined'
  }
  if (extra.providerRef && !payment.providerRef) data.providerRef = extra.providerRef
  if (extra.events) data.events = extra.events
  return data
}

/**
 * `UPDATE payments SET … WHERE id = ? AND state = ? AND updated_at = ?` through the adapter's
 * drizzle instance (the same call on SQLite and PostgreSQL): the change is written only if nobody
 * changed the payment since it was read, so two webhooks racing cannot both apply. Returns the
 * updated payment, or null when another writer came first (the caller reads again and decides
 * anew).
 */
async function updateIfUnchanged(
  payload: Payload,
  payment: Payment,
  changes: PaymentChanges,
): Promise<Payment | null> {
  const { db, table } = sqlTable(payload, 'payments', [
    'id',
    'state',
    'updatedAt',
    'paidAt',
    'failureReason',
    'providerRef',
    'events',
  ])
  // Strictly later than the version read, even within the same millisecond: it is the row's
  // version.
  const updatedAt = new Date(Math.max(Date.now(), Date.parse(payment.updatedAt) + 1)).toISOString()
  const rows = await db
    .update(table)
    .set({ ...changes, updatedAt })
    .where(
      and(
        eq(table.id, payment.id),
        eq(table.state, payment.state),
        eq(table.updatedAt, payment.updatedAt),
      ),
    )
    .returning<{ id: number }>({ id: table.id })
  if (rows.length === 0) return null
  return payload.findByID({
    collection: 'payments',
    id: payment.id,
    depth: 0,
    overrideAccess: true,
  })
}

const reread = (payload: Payload, payment: Payment) =>
  payload.findByID({ collection: 'payments', id: payment.id, depth: 0, overrideAccess: true })
const maxAttempts = 10

/**
 * Moves a payment along the state machine; a concurrent change is re-read and the step decided
 * again.
 */
export async function setState(
  payload: Payload,
  payment: Payment,
  state: PaymentState,
  extra: StateExtra = {},
): Promise<Payment> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const changes = stateChanges(payment, state, extra)
    if (Object.keys(changes).length === 0) return payment
    const updated = await updateIfUnchanged(payload, payment, changes)
    if (updated) return updated
    payment = await reread(payload, payment)
  }
  throw new Error(`Payment ${payment.reference}: too many concurrent changes`)
}

type WebhookOutcome = {
  status: 'applied' | 'duplicate' | 'ignored' | 'unknown_payment'
  state?: PaymentState
}

/**
 * Applies a verified provider event. A repeated event id, or a step the state machine refuses,
 * changes nothing. Deliveries of the same event arriving together are applied once: each records
 * the event id with a conditional update, and the ones that lose re-read the payment and find the
 * id already there.
 */
export async function applyEvent(
  payload: Payload,
  providerId: string,
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  let payment =
    (event.reference ? await findPayment(payload, event.reference) : null) ??
    (event.providerRef ? await paymentBy(payload, 'providerRef', event.providerRef) : null)
  if (!payment || payment.provider !== providerId) return { status: 'unknown_payment' }
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const seen = Array.isArray(payment.events) ? (payment.events as string[]) : []
    if (seen.includes(event.eventId)) return { status: 'duplicate', state: payment.state }
    const moves = event.state !== payment.state && canTransition(payment.state, event.state)
    const changes = stateChanges(payment, event.state, {
      providerRef: event.providerRef,
      failureReason: event.failureReason,
      events: [...seen, event.eventId].slice(-50),
    })
    const updated = await updateIfUnchanged(payload, payment, changes)
    if (updated) return { status: moves ? 'applied' : 'ignored', state: updated.state }
    payment = await reread(payload, payment)
  }
  throw new Error(`Payment ${payment.reference}: too many concurrent webhook deliveries`)
}

/** A payment for its result page: a pending one asks its provider once (a webhook may be late). */
export async function refreshPayment(payload: Payload, reference: string): Promise<Payment | null> {
  const payment = await findPayment(payload, reference)
  if (!payment || payment.state !== 'pending' || !payment.providerRef) return payment
  const provider = providerById(payment.provider)
  const status = await provider?.retrieve?.({
    providerRef: payment.providerRef,
    createdAt: payment.createdAt,
  })
  if (!status || status.state === payment.state) return payment
  return setState(payload, payment, status.state, { failureReason: status.failureReason })
}
