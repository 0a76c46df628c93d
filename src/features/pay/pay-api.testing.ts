import { signPayload } from './signature'
import { testSignatureHeader, testWebhookSecret } from './testProvider'

/**
 * For the payments API's integration tests: requests to its route handlers on the file's database,
 * as any client could send them, from one client address (the header the production server sets).
 * The fixture stations (pay.testing.ts) give the payable connector. (Test support; never imported
 * by the site.)
 */
const paymentsRoute = await import('@/app/api/v1/payments/handler')
const webhookRoute = await import('@/app/api/v1/payments/webhook/[provider]/handler')

const client = { 'x-client-ip': '198.51.100.21' }

/** `POST /api/v1/payments` with a body as given; without a type, the one fetch would set. */
export const postPayment = (body: BodyInit, headers: Record<string, string> = {}) =>
  paymentsRoute.POST(
    new Request('http://localhost/api/v1/payments', {
      method: 'POST',
      headers: { ...client, ...headers },
      body,
    }),
  )

export const postPaymentJson = (body: unknown) =>
  postPayment(JSON.stringify(body), { 'Content-Type': 'application/json' })

/** `POST /api/v1/payments/webhook/{provider}`. */
export const postWebhook = (provider: string, body: string, headers: Record<string, string> = {}) =>
  webhookRoute.POST(
    new Request(`http://localhost/api/v1/payments/webhook/${provider}`, {
      method: 'POST',
      headers: { ...client, ...headers },
      body,
    }),
    { params: Promise.resolve({ provider }) },
  )

/** An event of the test provider, signed with `secret` (by default the one it checks). */
export function sendTestEvent(event: object, secret = testWebhookSecret()) {
  const raw = JSON.stringify(event)
  return postWebhook('test', raw, {
    'Content-Type': 'application/json',
    [testSignatureHeader]: signPayload(secret, raw),
  })
}

const idem = () => `int-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** The payment form's fields for the fixture's payable connector: 20 EUR, a new idempotency key. */
export const paymentForm = (extra: Record<string, string> = {}) => ({
  station: 'PT-ABC-LIS-0001',
  connector: 'PT-ABC-LIS-0001-2:1',
  amount: '20',
  email: 'driver@example.com',
  locale: 'en',
  idempotencyKey: idem(),
  ...extra,
})
