import { beforeAll, describe, expect, it } from 'vitest'

import { asUser, testPayload } from '../../../tests/support/payload'

import { createPayment } from './create'
import { form, origin, provider, withFixtureStations } from './pay.testing'

/**
 * Payments in the back office: who reads them, which state an admin may set, and the fields
 * nobody changes.
 */
withFixtureStations()
beforeAll(async () => {
  // A payment for the back office to list (each test file starts on an empty database).
  await createPayment(await testPayload(), form(11), { origin, provider })
})

describe('back-office access', () => {
  it('sales and admins read payments; editors and visitors do not; nobody creates them by hand', async () => {
    const payload = await testPayload()
    expect(
      (await payload.find({ collection: 'payments', ...asUser(['sales']) })).totalDocs,
    ).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'payments', ...asUser(['editor']) })).rejects.toThrow()
    await expect(payload.find({ collection: 'payments', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'payments',
        ...asUser(['admin']),
        data: {
          reference: 'x',
          state: 'paid',
          amount: 1,
          currency: 'EUR',
          email: 'a@b.co',
          stationId: 's',
          connector: 'c',
          sessionKey: 's|c',
          provider: 'test',
          idempotencyKey: 'k'.repeat(20),
        },
      }),
    ).rejects.toThrow()
  })

  it('an admin may mark a paid payment refunded, but not move a failed one to paid', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(7), { origin, provider })
    const moveAs = (role: 'admin' | 'sales', state: 'paid' | 'failed' | 'refunded') =>
      payload.update({ collection: 'payments', id: payment.id, data: { state }, ...asUser([role]) })
    await expect(moveAs('admin', 'paid')).resolves.toMatchObject({ state: 'paid' })
    await expect(moveAs('admin', 'failed')).rejects.toThrow()
    await expect(moveAs('sales', 'refunded')).rejects.toThrow()
    await expect(moveAs('admin', 'refunded')).resolves.toMatchObject({ state: 'refunded' })
  })

  it('nobody changes the amount, currency or provider references from the back office, not even an admin', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(10), { origin, provider })
    const tampered = {
      amount: 1,
      currency: 'USD',
      provider: 'stripe' as const,
      providerRef: 'cs_forged',
      reference: 'PAY-FORGEDFORGED',
      idempotencyKey: 'forged-key-0123456789',
      email: 'thief@example.com',
      events: ['evt_forged'],
    }
    for (const roles of [['admin'], ['sales'], ['admin', 'sales']] as const) {
      await payload
        .update({ collection: 'payments', id: payment.id, data: tampered, ...asUser([...roles]) })
        .catch(() => null)
    }
    const login = await payload.create({
      collection: 'users',
      data: {
        email: `pay-admin-${Date.now()}@example.com`,
        password: 'a-long-password-1',
        roles: ['admin'],
      },
    })
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { ...tampered, state: 'paid' },
      user: login,
      overrideAccess: false,
    })
    const after = await payload.findByID({
      collection: 'payments',
      id: payment.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({
      state: 'paid',
      amount: payment.amount,
      currency: payment.currency,
      provider: 'test',
      providerRef: payment.providerRef,
      reference: payment.reference,
      idempotencyKey: payment.idempotencyKey,
      email: payment.email,
    })
    expect(after.events).toEqual(payment.events)
  })
})
