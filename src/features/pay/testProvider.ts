import { createHmac } from 'node:crypto'

import {
  ProviderError,
  WebhookSignatureError,
  testOutcomes,
  type PaymentEvent,
  type PaymentProvider,
  type TestOutcome,
} from './provider'
import { verifySignature } from './signature'
import { paymentStates, type PaymentState } from './states'

/** How long a test checkout stays pending, so the result page's auto-refresh is exercised. */
const testSettleMs = 1500

export const testSignatureHeader = 'x-test-signature'

/**
 * The test provider's webhook secret: TEST_PAYMENT_WEBHOOK_SECRET, or derived from PAYLOAD_SECRET.
 */
export function testWebhookSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.TEST_PAYMENT_WEBHOOK_SECRET) return env.TEST_PAYMENT_WEBHOOK_SECRET
  return createHmac('sha256', env.PAYLOAD_SECRET || 'build-time-placeholder-not-used-at-runtime')
    .update('test-payment-webhook')
    .digest('hex')
}

const isOutcome = (v: unknown): v is TestOutcome => testOutcomes.includes(v as TestOutcome)

/**
 * The built-in provider (chosen with PAYMENTS_PROVIDER=test; works offline, moves no money). The
 * test card chosen on the prepay page decides: `approve` is paid after a short pending moment,
 * `decline` fails as declined by the bank, `fail` is a provider outage while starting the checkout.
 * Its webhooks (`POST /api/v1/payments/webhook/test`, JSON `{id, reference, state}`) are signed
 * like Stripe's.
 */
export function testProvider(
  env: Record<string, string | undefined> = process.env,
): PaymentProvider {
  return {
    id: 'test',
    testMode: true,
    async createCheckout(input) {
      const outcome = input.testOutcome ?? 'approve'
      if (outcome === 'fail') throw new ProviderError('Test provider: simulated outage')
      return {
        providerRef: `test_${outcome}_${input.reference}`,
        redirectUrl: input.successUrl,
        state: 'pending',
      }
    },
    parseWebhook(rawBody, headers): PaymentEvent | null {
      const check = verifySignature(
        testWebhookSecret(env),
        rawBody,
        headers.get(testSignatureHeader),
      )
      if (!check.ok) throw new WebhookSignatureError(check.reason)
      let body: { id?: unknown; reference?: unknown; state?: unknown; failureReason?: unknown }
      try {
        body = JSON.parse(rawBody)
      } catch {
        return null
      }
      if (
        typeof body.id !== 'string' ||
        typeof body.reference !== 'string' ||
        !paymentStates.includes(body.state as PaymentState)
      )
        return null
      return {
        eventId: body.id,
        reference: body.reference,
        state: body.state as PaymentState,
        ...(body.state === 'failed'
          ? { failureReason: body.failureReason === 'expired' ? 'expired' : 'declined' }
          : {}),
      }
    },
    async retrieve({ providerRef, createdAt }) {
      const outcome = providerRef.split('_')[1]
      if (!isOutcome(outcome)) return null
      if (Date.now() - new Date(createdAt).getTime() < testSettleMs) return { state: 'pending' }
      return outcome === 'approve'
        ? { state: 'paid' }
        : { state: 'failed', failureReason: 'declined' }
    },
  }
}
