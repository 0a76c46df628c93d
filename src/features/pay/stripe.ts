import {
  ProviderError,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderStatus,
} from './provider'
import { verifySignature } from './signature'

/**
 * Stripe Checkout through its plain HTTPS API (no SDK): enabled by STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET. The driver pays on Stripe's hosted page; Stripe's signed webhooks
 * (`POST /api/v1/payments/webhook/stripe`) settle the payment, and the result page asks Stripe
 * directly when a webhook is late.
 */
const stripeApi = 'https://api.stripe.com/v1'

type StripeConfig = { secretKey: string; webhookSecret: string }

export function stripeConfig(
  env: Record<string, string | undefined> = process.env,
): StripeConfig | null {
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
    : null
}

const stripeLocales: Record<string, string> = { en: 'en', my: 'en-GB', pt: 'pt', ua: 'auto' }

/** The Checkout Session request (form-encoded, as Stripe's API takes it). Pure, for tests. */
export function checkoutSessionRequest(
  input: CheckoutInput,
  secretKey: string,
): { url: string; init: RequestInit & { headers: Record<string, string>; body: string } } {
  const form = new URLSearchParams({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': input.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(input.amountMinor),
    'line_items[0][price_data][product_data][name]': input.description,
    customer_email: input.email,
    client_reference_id: input.reference,
    'metadata[payment]': input.reference,
    'payment_intent_data[metadata][payment]': input.reference,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    locale: stripeLocales[input.locale] ?? 'auto',
  })
  return {
    url: `${stripeApi}/checkout/sessions`,
    init: {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        // A double submit that reaches Stripe twice creates one session.
        'Idempotency-Key': input.idempotencyKey,
      },
      body: form.toString(),
    },
  }
}

type StripeSession = {
  id?: string
  url?: string
  status?: string
  payment_status?: string
  client_reference_id?: string
  metadata?: { payment?: string }
}

function sessionStatus(session: StripeSession): ProviderStatus | null {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    return { state: 'paid' }
  if (session.status === 'expired') return { state: 'failed', failureReason: 'expired' }
  if (session.status === 'open' || session.status === 'complete') return { state: 'pending' }
  return null
}

/**
 * A verified Stripe event → what it means for a payment (null: not one we act on). Pure, for tests.
 */
export function stripeEvent(event: {
  id?: string
  type?: string
  data?: { object?: StripeSession }
}): PaymentEvent | null {
  const session = event.data?.object
  if (!event.id || !session) return null
  const base = {
    eventId: event.id,
    reference: session.client_reference_id ?? session.metadata?.payment,
    providerRef: session.id,
  }
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? { ...base, state: 'paid' }
        : { ...base, state: 'pending' }
    case 'checkout.session.async_payment_succeeded':
      return { ...base, state: 'paid' }
    case 'checkout.session.async_payment_failed':
      return { ...base, state: 'failed', failureReason: 'declined' }
    case 'checkout.session.expired':
      return { ...base, state: 'failed', failureReason: 'expired' }
    default:
      return null
  }
}

export function stripeProvider(
  config: StripeConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  return {
    id: 'stripe',
    testMode: config.secretKey.startsWith('sk_test_'),
    async createCheckout(input) {
      const { url, init } = checkoutSessionRequest(input, config.secretKey)
      let session: StripeSession
      try {
        const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) })
        session = (await response.json()) as StripeSession
        if (!response.ok || !session.id || !session.url)
          throw new ProviderError(`Stripe answered ${response.status}`)
      } catch (error) {
        throw error instanceof ProviderError
          ? error
          : new ProviderError(`Stripe unreachable: ${(error as Error).message}`)
      }
      return { providerRef: session.id, redirectUrl: session.url, state: 'pending' }
    },
    parseWebhook(rawBody, headers) {
      const check = verifySignature(config.webhookSecret, rawBody, headers.get('stripe-signature'))
      if (!check.ok) throw new WebhookSignatureError(check.reason)
      try {
        return stripeEvent(JSON.parse(rawBody))
      } catch {
        return null
      }
    },
    async retrieve({ providerRef }) {
      try {
        const response = await fetchImpl(
          `${stripeApi}/checkout/sessions/${encodeURIComponent(providerRef)}`,
          {
            headers: { Authorization: `Bearer ${config.secretKey}` },
            signal: AbortSignal.timeout(5_000),
          },
        )
        return response.ok ? sessionStatus((await response.json()) as StripeSession) : null
      } catch {
        return null
      }
    },
  }
}
