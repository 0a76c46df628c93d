import { describe, expect, it } from 'vitest'

import { amountRules, formatMoney, resolveAmount, validEmail } from './amounts'
import { activeProvider, providerById } from './providers'
import { sessionState } from './session'
import { signPayload, verifySignature } from './signature'
import { canTransition, paymentStates } from './states'
import { checkoutSessionRequest, stripeEvent, stripeProvider } from './stripe'
import { testProvider, testSignatureHeader, testWebhookSecret } from './testProvider'
import { integrationSources } from '@/lib/security/csp'

import { WebhookSignatureError, type CheckoutInput } from './provider'

describe('amounts', () => {
  it('accepts presets and bounded custom amounts, in minor units', () => {
    expect(resolveAmount('EUR', '20')).toEqual({ ok: true, minor: 2000 })
    expect(resolveAmount('EUR', 'custom', '5')).toEqual({ ok: true, minor: 500 })
    expect(resolveAmount('EUR', 'custom', '150')).toEqual({ ok: true, minor: 15000 })
    expect(resolveAmount('UAH', 'custom', 99)).toMatchObject({
      ok: false,
      code: 'amount_out_of_bounds',
    })
    expect(resolveAmount('EUR', 'custom', '151')).toMatchObject({
      ok: false,
      code: 'amount_out_of_bounds',
      field: 'customAmount',
    })
    expect(resolveAmount('EUR', '25')).toMatchObject({
      ok: false,
      code: 'amount_out_of_bounds',
      field: 'amount',
    })
    expect(resolveAmount('EUR', 'custom', '10.5')).toMatchObject({
      ok: false,
      code: 'amount_invalid',
    })
    expect(resolveAmount('EUR', 'custom', '-5')).toMatchObject({
      ok: false,
      code: 'amount_invalid',
    })
    expect(resolveAmount('EUR', '')).toMatchObject({ ok: false, code: 'amount_required' })
    expect(resolveAmount('EUR', 'custom')).toMatchObject({ ok: false, code: 'amount_required' })
    for (const rules of Object.values(amountRules))
      for (const p of rules.presets) expect(p >= rules.min && p <= rules.max).toBe(true)
  })

  it('checks e-mails and formats money for the site locales', () => {
    expect(validEmail('driver@example.com')).toBe(true)
    expect(validEmail('driver@example')).toBe(false)
    expect(validEmail('a b@example.com')).toBe(false)
    expect(formatMoney(2000, 'EUR', 'en')).toBe('€20')
    expect(formatMoney(5050, 'MYR', 'my')).toMatch(/^RM\s?50\.50$/u)
  })

  it('formats hryvnias with the site-wide money format (the same ₴ on the server and in Chromium)', () => {
    expect(formatMoney(150000, 'UAH', 'ua')).toMatch(/^1\s500\s₴$/u)
    expect(formatMoney(150050, 'UAH', 'pt')).toContain('₴')
  })
})

describe('payment state machine', () => {
  it('moves forward only', () => {
    expect(canTransition('created', 'pending')).toBe(true)
    expect(canTransition('pending', 'paid')).toBe(true)
    expect(canTransition('pending', 'failed')).toBe(true)
    expect(canTransition('paid', 'refunded')).toBe(true)
    expect(canTransition('paid', 'failed')).toBe(false)
    expect(canTransition('failed', 'paid')).toBe(false)
    expect(canTransition('refunded', 'paid')).toBe(false)
    for (const s of paymentStates) expect(canTransition(s, s)).toBe(false)
  })

  it('derives the session from the payment and the connector', () => {
    expect(sessionState(null, 'available')).toBe('none')
    expect(sessionState('pending', 'available')).toBe('awaitingPayment')
    expect(sessionState('paid', 'available')).toBe('ready')
    expect(sessionState('paid', 'charging')).toBe('charging')
    expect(sessionState('paid', 'unavailable')).toBe('unavailable')
    expect(sessionState('failed', 'charging')).toBe('paymentFailed')
  })
})

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1' })
  it('verifies a good signature and rejects wrong, old, malformed and missing ones', () => {
    const now = 1_800_000_000
    const header = signPayload('whsec_a', body, now)
    expect(verifySignature('whsec_a', body, header, now)).toEqual({ ok: true })
    expect(verifySignature('whsec_b', body, header, now)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifySignature('whsec_a', body + ' ', header, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifySignature('whsec_a', body, header, now + 301)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(verifySignature('whsec_a', body, 'v1=abc', now)).toEqual({
      ok: false,
      reason: 'malformed',
    })
    expect(verifySignature('whsec_a', body, null, now)).toEqual({ ok: false, reason: 'missing' })
    // A rotated secret: several v1 entries, one matching.
    const rotated = `${header},v1=${'0'.repeat(64)}`
    expect(verifySignature('whsec_a', body, rotated, now)).toEqual({ ok: true })
  })

  it('the test provider reads signed events and refuses unsigned ones', () => {
    const env = { PAYLOAD_SECRET: 'unit-secret' }
    const provider = testProvider(env)
    const raw = JSON.stringify({ id: 'evt_9', reference: 'PAY-ABCDEFGHIJKL', state: 'paid' })
    const headers = new Headers({ [testSignatureHeader]: signPayload(testWebhookSecret(env), raw) })
    expect(provider.parseWebhook(raw, headers)).toEqual({
      eventId: 'evt_9',
      reference: 'PAY-ABCDEFGHIJKL',
      state: 'paid',
    })
    expect(() =>
      provider.parseWebhook(raw, new Headers({ [testSignatureHeader]: signPayload('wrong', raw) })),
    ).toThrow(WebhookSignatureError)
    expect(() => provider.parseWebhook(raw, new Headers())).toThrow(WebhookSignatureError)
  })
})

/** A checkout the site asks Stripe for. */
const checkoutInput: CheckoutInput = {
  reference: 'PAY-ABCDEFGHIJKL',
  idempotencyKey: 'k'.repeat(32),
  amountMinor: 2000,
  currency: 'EUR',
  email: 'driver@example.com',
  locale: 'pt',
  description: 'Lisboa · PT-1-1:1',
  successUrl: 'https://site.example/pt/pay/success?payment=PAY-ABCDEFGHIJKL',
  cancelUrl: 'https://site.example/pt/pay/prepay?id=PT-1&connector=PT-1-1%3A1',
}

describe('Stripe adapter: checkout', () => {
  it('builds the Checkout Session request with the server amount and an idempotency key', () => {
    const { url, init } = checkoutSessionRequest(checkoutInput, 'sk_test_123')
    expect(url).toBe('https://api.stripe.com/v1/checkout/sessions')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer sk_test_123',
      'Idempotency-Key': checkoutInput.idempotencyKey,
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    const form = new URLSearchParams(init.body)
    expect(form.get('mode')).toBe('payment')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2000')
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur')
    expect(form.get('client_reference_id')).toBe(checkoutInput.reference)
    expect(form.get('customer_email')).toBe(checkoutInput.email)
    expect(form.get('success_url')).toBe(checkoutInput.successUrl)
    expect(form.get('locale')).toBe('pt')
  })

  it('creates a checkout through the API and returns its hosted page', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fakeStripe = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(
        JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
        { status: 200 },
      )
    }) as unknown as typeof fetch
    const provider = stripeProvider(
      { secretKey: 'sk_test_123', webhookSecret: 'whsec_x' },
      fakeStripe,
    )
    expect(provider.testMode).toBe(true)
    expect(await provider.createCheckout(checkoutInput)).toEqual({
      providerRef: 'cs_test_1',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      state: 'pending',
    })
    expect(calls).toHaveLength(1)
    const failing = stripeProvider(
      { secretKey: 'sk_live_1', webhookSecret: 'w' },
      (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch,
    )
    await expect(failing.createCheckout(checkoutInput)).rejects.toThrow(/Stripe answered 500/)
  })
})

describe('Stripe adapter: events', () => {
  it('maps checkout events and verifies their signatures', () => {
    const session = { id: 'cs_1', client_reference_id: 'PAY-ABCDEFGHIJKL', payment_status: 'paid' }
    expect(
      stripeEvent({ id: 'evt_1', type: 'checkout.session.completed', data: { object: session } }),
    ).toEqual({
      eventId: 'evt_1',
      reference: 'PAY-ABCDEFGHIJKL',
      providerRef: 'cs_1',
      state: 'paid',
    })
    expect(
      stripeEvent({
        id: 'evt_2',
        type: 'checkout.session.expired',
        data: { object: { ...session, payment_status: 'unpaid' } },
      }),
    ).toMatchObject({
      state: 'failed',
      failureReason: 'expired',
    })
    expect(
      stripeEvent({
        id: 'evt_3',
        type: 'checkout.session.async_payment_failed',
        data: { object: session },
      }),
    ).toMatchObject({ state: 'failed', failureReason: 'declined' })
    expect(
      stripeEvent({ id: 'evt_4', type: 'customer.created', data: { object: session } }),
    ).toBeNull()
    const provider = stripeProvider({ secretKey: 'sk_test_1', webhookSecret: 'whsec_right' })
    const raw = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: session },
    })
    expect(
      provider.parseWebhook(
        raw,
        new Headers({ 'stripe-signature': signPayload('whsec_right', raw) }),
      ),
    ).toMatchObject({ state: 'paid' })
    expect(() =>
      provider.parseWebhook(
        raw,
        new Headers({ 'stripe-signature': signPayload('whsec_wrong', raw) }),
      ),
    ).toThrow(WebhookSignatureError)
  })
})

describe('Stripe adapter: which provider is on', () => {
  it('is enabled by its keys; the test provider only when chosen; otherwise no provider at all', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
    expect(activeProvider({})).toBeNull()
    expect(activeProvider({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull()
    expect(activeProvider(stripeKeys)?.id).toBe('stripe')
    expect(activeProvider({ PAYMENTS_PROVIDER: 'test' })?.id).toBe('test')
    expect(activeProvider({ PAYMENTS_PROVIDER: 'test', ...stripeKeys })?.id).toBe('test')
  })

  it('answers webhooks only for a configured provider', () => {
    expect(providerById('test', {})).toBeNull()
    expect(
      providerById('test', { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toBeNull()
    expect(providerById('test', { PAYMENTS_PROVIDER: 'test' })?.id).toBe('test')
    expect(providerById('stripe', {})).toBeNull()
    expect(
      providerById('stripe', { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        ?.id,
    ).toBe('stripe')
  })

  it('lets the prepay form redirect to the hosted checkout (CSP form-action) only when Stripe is on', () => {
    expect(
      integrationSources({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toContainEqual({ 'form-action': ['https://checkout.stripe.com'] })
    expect(JSON.stringify(integrationSources({}))).not.toContain('stripe')
  })
})
