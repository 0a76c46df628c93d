import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'

import { createPayment, PaymentInputError } from './create'
import { testOutcomes } from './provider'
import { form, key, origin, provider, withFixtureStations } from './pay.testing'

/**
 * Creating a payment: the amount and tariff from the server, one payment per idempotency key,
 * refusals with their codes, a provider outage.
 */
withFixtureStations()

describe('creating payments', () => {
  it('stores the server amount, the station currency and tariff, and starts the checkout', async () => {
    const payload = await testPayload()
    const { payment, redirectUrl, replayed } = await createPayment(
      payload,
      form(1, { amount: 'custom', customAmount: '42' }),
      { origin, provider },
    )
    expect(replayed).toBe(false)
    expect(payment).toMatchObject({
      state: 'pending',
      amount: 4200,
      currency: 'EUR',
      tariffPerKwh: 0.32,
      powerKw: 22,
      stationId: 'PT-ABC-LIS-0001',
      connector: 'PT-ABC-LIS-0001-2:1',
      provider: 'test',
    })
    expect(payment.providerRef).toBe(`test_approve_${payment.reference}`)
    expect(redirectUrl).toBe(`${origin}/pt/pay/success?payment=${payment.reference}`)
  })

  it('a double submit (same idempotency key) returns the first payment and creates nothing', async () => {
    const payload = await testPayload()
    const first = await createPayment(payload, form(2), { origin, provider })
    const [again, racing] = await Promise.all([
      createPayment(payload, form(2), { origin, provider }),
      createPayment(payload, form(2), { origin, provider }),
    ])
    expect(again.replayed && racing.replayed).toBe(true)
    expect(again.payment.id).toBe(first.payment.id)
    expect(
      (
        await payload.count({
          collection: 'payments',
          where: { idempotencyKey: { equals: key(2) } },
        })
      ).totalDocs,
    ).toBe(1)
    await expect(
      createPayment(payload, form(2, { amount: '50' }), { origin, provider }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict', status: 409 })
  })

  it('refuses amounts outside the bounds, unknown stations and connectors, and unpayable ones', async () => {
    const payload = await testPayload()
    const refused = async (input: Record<string, unknown>) => {
      try {
        await createPayment(payload, input, { origin, provider })
      } catch (error) {
        expect(error).toBeInstanceOf(PaymentInputError)
        return (error as PaymentInputError).code
      }
      throw new Error('accepted')
    }
    expect(await refused(form(3, { amount: 'custom', customAmount: '4' }))).toBe(
      'amount_out_of_bounds',
    )
    expect(await refused(form(3, { amount: 'custom', customAmount: '151' }))).toBe(
      'amount_out_of_bounds',
    )
    expect(await refused(form(3, { amount: '21' }))).toBe('amount_out_of_bounds')
    expect(await refused(form(3, { station: 'NOPE-1' }))).toBe('noStation')
    expect(await refused(form(3, { connector: 'PT-ABC-LIS-0001-9:1' }))).toBe('noConnector')
    expect(await refused(form(3, { station: 'UA-ABC-KYI-0001', connector: '1' }))).toBe('appOnly')
    expect(await refused(form(3, { email: 'nope' }))).toBe('email_invalid')
    expect(await refused(form(3, { idempotencyKey: 'short' }))).toBe('idempotency_key_invalid')
    expect(await refused(form(3, { testOutcome: 'maybe' }))).toBe('test_outcome_invalid')
    expect(
      (
        await payload.count({
          collection: 'payments',
          where: { idempotencyKey: { equals: key(3) } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('a provider outage fails the payment as provider_error', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(4, { testOutcome: 'fail' }), {
      origin,
      provider,
    })
    expect(payment).toMatchObject({ state: 'failed', failureReason: 'provider_error' })
    expect(testOutcomes).toContain('fail')
  })
})
