import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { asUser, testPayload } from '../../../tests/support/payload'

import { importOcpiLocations, readOcpiSource } from '@/features/map/ocpi/importer'
import { resetStationPins } from '@/features/map/queries'

import { testOutcomes, type PaymentProvider } from './provider'
import {
  applyEvent,
  createPayment,
  findPayment,
  latestPayment,
  PaymentInputError,
  refreshPayment,
} from './service'
import { testProvider } from './testProvider'

const origin = 'http://localhost:3000'
const key = (n: number) => `idem-${n}-${'x'.repeat(20)}`
const form = (n: number, extra: Record<string, unknown> = {}) => ({
  station: 'PT-ABC-LIS-0001',
  connector: 'PT-ABC-LIS-0001-2:1',
  amount: '20',
  email: 'driver@example.com',
  idempotencyKey: key(n),
  locale: 'pt',
  ...extra,
})
const provider: PaymentProvider = testProvider()

beforeAll(async () => {
  resetStationPins()
  const payload = await testPayload()
  await importOcpiLocations(
    payload,
    await readOcpiSource(
      path.resolve(import.meta.dirname, '../map/ocpi/fixtures/locations-valid.json'),
    ),
  )
})

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

describe('the state machine on webhooks', () => {
  it('applies a webhook once; a repeat or a step backwards changes nothing', async () => {
    const payload = await testPayload()
    const { payment } = await createPayment(payload, form(5), { origin, provider })
    expect(
      await applyEvent(payload, 'test', {
        eventId: 'evt_a',
        reference: payment.reference,
        state: 'paid',
      }),
    ).toEqual({ status: 'applied', state: 'paid' })
    const paid = await findPayment(payload, payment.reference)
    expect(paid?.paidAt).toBeTruthy()
    expect(
      await applyEvent(payload, 'test', {
        eventId: 'evt_a',
        reference: payment.reference,
        state: 'paid',
      }),
    ).toEqual({ status: 'duplicate', state: 'paid' })
    expect(
      await applyEvent(payload, 'test', {
        eventId: 'evt_b',
        reference: payment.reference,
        state: 'failed',
        failureReason: 'declined',
      }),
    ).toEqual({
      status: 'ignored',
      state: 'paid',
    })
    const after = await findPayment(payload, payment.reference)
    expect(after).toMatchObject({ state: 'paid', paidAt: paid?.paidAt })
    expect(after?.failureReason ?? null).toBeNull()
    expect(
      await applyEvent(payload, 'test', {
        eventId: 'evt_c',
        reference: payment.reference,
        state: 'refunded',
      }),
    ).toEqual({ status: 'applied', state: 'refunded' })
    expect(
      await applyEvent(payload, 'stripe', {
        eventId: 'evt_d',
        reference: payment.reference,
        state: 'paid',
      }),
    ).toEqual({ status: 'unknown_payment' })
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
    await new Promise((r) => setTimeout(r, 1600))
    expect(await refreshPayment(payload, payment.reference)).toMatchObject({
      state: 'failed',
      failureReason: 'declined',
    })
    expect(
      (await latestPayment(payload, 'PT-ABC-LIS-0001', 'PT-ABC-LIS-0001-2:1'))?.reference,
    ).toBe(payment.reference)
    expect(await latestPayment(payload, 'PT-ABC-LIS-0001', 'PT-ABC-LIS-0001-1:1')).toBeNull()
  })
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
    await expect(
      payload.update({
        collection: 'payments',
        id: payment.id,
        data: { state: 'paid' },
        ...asUser(['admin']),
      }),
    ).resolves.toMatchObject({ state: 'paid' })
    await expect(
      payload.update({
        collection: 'payments',
        id: payment.id,
        data: { state: 'failed' },
        ...asUser(['admin']),
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'payments',
        id: payment.id,
        data: { state: 'refunded' },
        ...asUser(['sales']),
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'payments',
        id: payment.id,
        data: { state: 'refunded' },
        ...asUser(['admin']),
      }),
    ).resolves.toMatchObject({ state: 'refunded' })
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
