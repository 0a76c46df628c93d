import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { fullSession, rest } from '../../../tests/support/rest'

import {
  paymentForm,
  postPayment,
  postPaymentJson,
  postWebhook,
  sendTestEvent,
} from './pay-api.testing'
import { withFixtureStations } from './pay.testing'
import { refreshPayment } from './transitions'

/**
 * The payments API from its route handlers on this file's database: refusals with 4xx JSON, one
 * payment per double submit, signed webhooks applied once; and who sees payments in the back
 * office. (That the success page then shows the state is tests/e2e/pay-api.test.ts's.)
 */
// Tests pay far more often than a driver would (the limiter is the forms'; submissions.int.test.ts).
process.env.FORMS_RATE_LIMIT = '1000000'
withFixtureStations()

describe('payments API', () => {
  it('refuses amounts outside the bounds and bad input with 4xx JSON', async () => {
    for (const body of [
      paymentForm({ amount: 'custom', customAmount: '4' }),
      paymentForm({ amount: 'custom', customAmount: '100000' }),
      paymentForm({ amount: '13' }),
    ]) {
      const response = await postPaymentJson(body)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ error: { code: 'amount_out_of_bounds' } })
    }
    const bad = await postPayment('{nope', { 'Content-Type': 'application/json' })
    expect(bad.status).toBe(400)
    expect((await postPaymentJson([])).status).toBe(400)
    expect((await postPaymentJson(paymentForm({ email: 'x' }))).status).toBe(400)
    const unknown = paymentForm({ station: 'NO-SUCH' })
    expect((await postPaymentJson(unknown)).status).toBe(404)
  })

  it('a double submit of the form gives one payment', async () => {
    const form = new URLSearchParams(paymentForm())
    const submit = () => postPayment(form)
    const [a, b] = await Promise.all([submit(), submit()])
    expect(a.status).toBe(303)
    expect(b.headers.get('location')).toBe(a.headers.get('location'))
    expect(a.headers.get('location')).toMatch(/\/en\/pay\/success\?payment=PAY-/)
  })

  it('webhooks: a wrong signature is rejected, a repeated one changes nothing', async () => {
    const created = await postPaymentJson(paymentForm())
    expect(created.status).toBe(201)
    const { payment } = (await created.json()) as { payment: string }
    const forged = await sendTestEvent(
      { id: 'evt_forged', reference: payment, state: 'paid' },
      'not-the-secret',
    )
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ error: { code: 'signature_invalid' } })
    const unsigned = await postWebhook('test', '{}')
    expect(unsigned.status).toBe(400)
    expect((await postWebhook('nope', '{}', { 'Content-Type': 'application/json' })).status).toBe(
      404,
    )

    const event = { id: `evt_${payment}`, reference: payment, state: 'paid' }
    expect(await (await sendTestEvent(event)).json()).toMatchObject({
      status: 'applied',
      state: 'paid',
    })
    expect(await (await sendTestEvent(event)).json()).toMatchObject({
      status: 'duplicate',
      state: 'paid',
    })
    expect(
      await (
        await sendTestEvent({ id: `evt2_${payment}`, reference: payment, state: 'failed' })
      ).json(),
    ).toMatchObject({ status: 'ignored', state: 'paid' })
    // What the success page reads and shows (its data-state).
    expect((await refreshPayment(await testPayload(), payment))?.state).toBe('paid')
  })
})

describe('back office', () => {
  it('sales see payments; editors do not', async () => {
    // A payment to list (each test file starts on an empty database).
    expect((await postPaymentJson(paymentForm())).status).toBe(201)
    const sales = await rest('GET', '/payments?limit=5', {
      token: (await fullSession(['sales'], 'sales')).token,
    })
    expect(sales.status).toBe(200)
    expect(((await sales.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
    const editor = await rest('GET', '/payments?limit=5', {
      token: (await fullSession(['editor'], 'editor')).token,
    })
    expect(editor.status).toBe(403)
  })
})
