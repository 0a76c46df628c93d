/**
 * The payment state machine. A payment is `created` when stored, `pending` while the provider's
 * checkout runs, then `paid` or `failed`; a paid payment may later be `refunded`. Anything else (a
 * repeated webhook, an event arriving late, a step backwards) changes nothing.
 */
export const paymentStates = ['created', 'pending', 'paid', 'failed', 'refunded'] as const
export type PaymentState = (typeof paymentStates)[number]

const allowed: Record<PaymentState, readonly PaymentState[]> = {
  created: ['pending', 'paid', 'failed'],
  pending: ['paid', 'failed'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
}

export function canTransition(from: PaymentState, to: PaymentState): boolean {
  return allowed[from].includes(to)
}

/** Why a payment failed, for the driver's message. */
export const failureReasons = ['declined', 'provider_error', 'expired', 'cancelled'] as const
export type FailureReason = (typeof failureReasons)[number]
