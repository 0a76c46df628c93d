import { describe, expect, it } from 'vitest'

import { afterMs } from '../../../tests/support/clock'
import { testPayload } from '../../../tests/support/payload'

import { createPayment } from './create'
import { findPayment, latestPayment } from './queries'
import type { PaymentState } from './states'
import { applyEvent, refreshPayment } from './transitions'
import { form, origin, provider, withFixtureStations } from './pay.testing'

/**
 * A payment's states: webhooks applied once, concurrent and contradicting events, a pending payment
 * settled by asking its provider.
 */
withFixtureStations()

describe('the state machine on webhooks', () => {
  it('applies a webhook once; a repeat or a step backwards changes nothing', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(5), { origin, provider })
    // A provider's event about this payment; a failure is a declined payment.
    const event = (eventId: string, state: PaymentState, providerId = 'test') =>
      applyEvent(payload, providerId, {
        eventId,
        reference: payment.reference,
        state,
        ...(state === 'failed' ? { failureReason: 'declined' as const } : {}),
      })
    expect(await event('evt_a', 'paid')).toEqual({ status: 'applied', state: 'paid' })
    const paid = await findPayment(payload, payment.reference)
    expect(paid?.paidAt).toBeTruthy()
    expect(await event('evt_a', 'paid')).toEqual({ status: 'duplicate', state: 'paid' })
    expect(await event('evt_b', 'failed')).toEqual({
      status: 'ignored',
      state: 'paid',
    })
    const after = await findPayment(payload, payment.reference)
    expect(after).toMatchObject({ state: 'paid', paidAt: paid?.paidAt })
    expect(after?.failureReason ?? null).toBeNull()
    expect(await event('evt_c', 'refunded')).toEqual({ status: 'applied', state: 'refunded' })
    expect(await event('evt_d', 'paid', 'stripe')).toEqual({ status: 'unknown_payment' })
  })

  it('applies concurrent deliveries of the same event once', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(8), { origin, provider })
    expect(payment.state).toBe('pending')
    const event = { eventId: 'evt_race', reference: payment.reference, state: 'paid' as const }
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => applyEvent(payload, 'test', event)),
    )
    expect(outcomes.filter((o) => o.status === 'applied')).toHaveLength(1)
    expect(outcomes.filter((o) => o.status === 'duplicate')).toHaveLength(7)
    const after = await findPayment(payload, payment.reference)
    expect(after).toMatchObject({ state: 'paid', events: ['evt_race'] })
  })

  it('of two racing events that contradict each other, exactly one moves the payment', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(9), { origin, provider })
    const outcomes = await Promise.all([
      applyEvent(payload, 'test', {
        eventId: 'evt_paid',
        reference: payment.reference,
        state: 'paid',
      }),
      applyEvent(payload, 'test', {
        eventId: 'evt_failed',
        reference: payment.reference,
        state: 'failed',
        failureReason: 'declined',
      }),
      applyEvent(payload, 'test', {
        eventId: 'evt_paid',
        reference: payment.reference,
        state: 'paid',
      }),
    ])
    expect(outcomes.filter((o) => o.status === 'applied')).toHaveLength(1)
    const after = await findPayment(payload, payment.reference)
    expect(outcomes.every((o) => o.state === after?.state)).toBe(true)
    // Both event ids are recorded once each, whichever won.
    expect([...((after?.events as string[]) ?? [])].sort()).toEqual(['evt_failed', 'evt_paid'])
  })

  it('settles a pending test payment by asking the provider, and finds the latest payment of a connector', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(6, { testOutcome: 'decline' }), {
      origin,
      provider,
    })
    expect((await refreshPayment(payload, payment.reference))?.state).toBe('pending')
    // Past the test checkout's pending moment (1.5 s).
    expect(await afterMs(1600, () => refreshPayment(payload, payment.reference))).toMatchObject({
      state: 'failed',
      failureReason: 'declined',
    })
    expect(
      (await latestPayment(payload, 'PT-ABC-LIS-0001', 'PT-ABC-LIS-0001-2:1'))?.reference,
    ).toBe(payment.reference)
    expect(await latestPayment(payload, 'PT-ABC-LIS-0001', 'PT-ABC-LIS-0001-1:1')).toBeNull()
  })
})
