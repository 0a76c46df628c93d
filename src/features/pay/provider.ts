import type { FailureReason, PaymentState } from './states'

/** What a provider needs to start a hosted checkout for one stored payment. */
export type CheckoutInput = {
  reference: string
  idempotencyKey: string
  amountMinor: number
  currency: string
  email: string
  locale: string
  description: string
  successUrl: string
  cancelUrl: string
  /** Test provider only: what the test card does. */
  testOutcome?: TestOutcome
}

type CheckoutResult = {
  providerRef: string
  redirectUrl: string
  state: 'pending' | 'paid' | 'failed'
  failureReason?: FailureReason
}

/**
 * A verified webhook, reduced to what changes a payment. `null` from a provider: an event we do not
 * act on.
 */
export type PaymentEvent = {
  eventId: string
  reference?: string
  providerRef?: string
  state: PaymentState
  failureReason?: FailureReason
}

export type ProviderStatus = { state: PaymentState; failureReason?: FailureReason }

export const testOutcomes = ['approve', 'decline', 'fail'] as const
export type TestOutcome = (typeof testOutcomes)[number]

export class WebhookSignatureError extends Error {
  constructor(public reason: string) {
    super(`Webhook signature rejected: ${reason}`)
  }
}

export class ProviderError extends Error {}

/**
 * A payment provider: starts a hosted checkout, verifies and reads its webhooks, and (optionally)
 * answers what a checkout's state is now, for when a webhook is late.
 */
export interface PaymentProvider {
  readonly id: 'test' | 'stripe'
  /** True for the built-in test provider: the pages say no real money moves. */
  readonly testMode: boolean
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>
  /** Throws WebhookSignatureError when the signature is missing or wrong. */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null
  retrieve?(payment: { providerRef: string; createdAt: string }): Promise<ProviderStatus | null>
}
