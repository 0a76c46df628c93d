import { describe, expect, it } from 'vitest'

import { testWebhookSecret, testSignatureHeader } from '@/features/pay/testProvider'
import { signPayload } from '@/features/pay/signature'

import { e2ePayloadSecret } from '../support/e2e-env'
import { baseURL } from './browser'
import { getHtml } from './http'
import { payable } from './pay-stations'

/**
 * What a handler call cannot show of the payments API: the success page a driver returns to shows
 * the state a signed webhook set. The API's answers themselves are
 * src/features/pay/pay-api.int.test.ts's.
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

describe('payments API', () => {
  it('the success page shows the state a signed webhook set', async () => {
    const point = await payable()
    const created = await postJson('/api/v1/payments', {
      station: point.id,
      connector: point.connector,
      amount: '20',
      email: 'driver@example.com',
      locale: 'en',
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    })
    expect(created.status).toBe(201)
    const { payment } = (await created.json()) as { payment: string }
    const event = { id: `evt_${payment}`, reference: payment, state: 'paid' }
    const raw = JSON.stringify(event)
    const applied = await postJson('/api/v1/payments/webhook/test', event, {
      [testSignatureHeader]: signPayload(webhookSecret, raw),
    })
    expect(await applied.json()).toMatchObject({ status: 'applied', state: 'paid' })
    const { html } = await getHtml(`/en/pay/success?payment=${payment}`)
    expect(html.querySelector('[data-testid="pay-result"]')?.getAttribute('data-state')).toBe(
      'paid',
    )
  })
})
