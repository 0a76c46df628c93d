import { afterEach, describe, expect, it } from 'vitest'

import { claimedDelivery, deliveryLeaseMs, retryDelayMs } from './queue'

describe('delivery timing', () => {
  afterEach(() => {
    delete process.env.FORMS_DELIVERY_LEASE_MS
  })

  it('doubles the retry delay per attempt up to six hours, or keeps it fixed', () => {
    const env = { FORMS_DELIVERY_BACKOFF_MS: '1000' }
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, env))).toEqual([1000, 2000, 4000, 8000])
    expect(retryDelayMs(40, env)).toBe(6 * 3600_000)
    expect(retryDelayMs(5, { ...env, FORMS_DELIVERY_BACKOFF: 'fixed' })).toBe(1000)
    expect(retryDelayMs(1, {})).toBe(30_000)
  })

  it('stores a record claimed for its first attempt, leased from now', () => {
    process.env.FORMS_DELIVERY_LEASE_MS = '5000'
    expect(deliveryLeaseMs()).toBe(5000)
    expect(claimedDelivery(Date.UTC(2026, 0, 1))).toEqual({
      state: 'processing',
      attempts: 1,
      dueAt: '2026-01-01T00:00:05.000Z',
    })
  })
})
