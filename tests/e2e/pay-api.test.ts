import { describe, expect, it } from 'vitest'

import { testWebhookSecret, testSignatureHeader } from '@/features/pay/testProvider'
import { signPayload } from '@/features/pay/signature'

import { e2ePayloadSecret } from '../support/e2e-env'
import { baseURL } from './browser'
import { demoToken, getHtml } from './http'
import { payable } from './pay-stations'

/**
 * The payments API: refusals with 4xx JSON, one payment per double submit, signed webhooks applied
 * once; and who sees payments in the back office.
 */

/**
 * The e2e server's PAYLOAD_SECRET (tests/support/e2e-server.ts), from which the test provider's
 * webhook secret derives.
 */
const webhookSecret = testWebhookSecret({ PAYLOAD_SECRET: e2ePayloadSecret })

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseURL()), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const idem = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`
/** The payment form's fields for a connector: 20 in its currency, a new idempotency key. */
const paymentForm = (point: { id: string; connector: string }, extra = {}) => ({
  station: point.id,
  connector: point.connector,
  amount: '20',
  email: 'driver@example.com',
  locale: 'en',
  idempotencyKey: idem(),
  ...extra,
})

describe('payments API', () => {
  it('refuses amounts outside the bounds and bad input with 4xx JSON', async () => {
    const point = await payable()
    for (const body of [
      paymentForm(point, { amount: 'custom', customAmount: '4' }),
      paymentForm(point, { amount: 'custom', customAmount: '100000' }),
      paymentForm(point, { amount: '13' }),
    ]) {
      const response = await postJson('/api/v1/payments', body)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ error: { code: 'amount_out_of_bounds' } })
    }
    const bad = await fetch(new URL('/api/v1/payments', baseURL()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    })
    expect(bad.status).toBe(400)
    expect((await postJson('/api/v1/payments', [])).status).toBe(400)
    expect((await postJson('/api/v1/payments', paymentForm(point, { email: 'x' }))).status).toBe(
      400,
    )
    const unknown = paymentForm(point, { station: 'NO-SUCH' })
    expect((await postJson('/api/v1/payments', unknown)).status).toBe(404)
  })

  it('a double submit of the form gives one payment', async () => {
    const point = await payable()
    const form = new URLSearchParams(paymentForm(point))
    const submit = () =>
      fetch(new URL('/api/v1/payments', baseURL()), {
        method: 'POST',
        redirect: 'manual',
        body: form,
      })
    const [a, b] = await Promise.all([submit(), submit()])
    expect(a.status).toBe(303)
    expect(b.headers.get('location')).toBe(a.headers.get('location'))
    expect(a.headers.get('location')).toMatch(/\/en\/pay\/success\?payment=PAY-/)
  })

  it('webhooks: a wrong signature is rejected, a repeated one changes nothing', async () => {
    const point = await payable()
    const created = await postJson('/api/v1/payments', paymentForm(point))
    expect(created.status).toBe(201)
    const { payment } = (await created.json()) as { payment: string }
    const send = (event: object, secret = webhookSecret) => {
      const raw = JSON.stringify(event)
      return fetch(new URL('/api/v1/payments/webhook/test', baseURL()), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [testSignatureHeader]: signPayload(secret, raw),
        },
        body: raw,
      })
    }
    const forged = await send(
      { id: 'evt_forged', reference: payment, state: 'paid' },
      'not-the-secret',
    )
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ error: { code: 'signature_invalid' } })
    const unsigned = await fetch(new URL('/api/v1/payments/webhook/test', baseURL()), {
      method: 'POST',
      body: '{}',
    })
    expect(unsigned.status).toBe(400)
    expect((await postJson('/api/v1/payments/webhook/nope', {})).status).toBe(404)

    const event = { id: `evt_${payment}`, reference: payment, state: 'paid' }
    expect(await (await send(event)).json()).toMatchObject({ status: 'applied', state: 'paid' })
    expect(await (await send(event)).json()).toMatchObject({ status: 'duplicate', state: 'paid' })
    expect(
      await (await send({ id: `evt2_${payment}`, reference: payment, state: 'failed' })).json(),
    ).toMatchObject({ status: 'ignored', state: 'paid' })
    const { html } = await getHtml(`/en/pay/success?payment=${payment}`)
    expect(html.querySelector('[data-testid="pay-result"]')?.getAttribute('data-state')).toBe(
      'paid',
    )
  })
})

describe('back office', () => {
  it('sales see payments; editors do not', async () => {
    const sales = await fetch(new URL('/api/payments?limit=5', baseURL()), {
      headers: { Authorization: `JWT ${await demoToken('sales')}` },
    })
    expect(sales.status).toBe(200)
    expect(((await sales.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
    const editor = await fetch(new URL('/api/payments?limit=5', baseURL()), {
      headers: { Authorization: `JWT ${await demoToken('editor')}` },
    })
    expect(editor.status).toBe(403)
  })
})
