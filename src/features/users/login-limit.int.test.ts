import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'

describe('login attempts per address', () => {
  it('are limited across accounts, besides the per-account lockout, and other addresses are unaffected', async () => {
    const payload = await testPayload()
    const email = `limit-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', roles: ['editor'] },
    })
    const from = (ip: string) => ({ req: { headers: new Headers({ 'x-client-ip': ip }) } })
    const attacker = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    // Twenty wrong guesses spread over several made-up accounts never trip one account's lockout…
    for (let i = 0; i < 20; i++) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: `nobody-${i}@example.com`, password: 'guess' },
          ...from(attacker),
        }),
      ).rejects.toThrow()
    }
    // …but the address is now refused, even with the right password.
    await expect(
      payload.login({
        collection: 'users',
        data: { email, password: 'a-long-password-1' },
        ...from(attacker),
      }),
    ).rejects.toMatchObject({ status: 429 })
    const elsewhere = await payload.login({
      collection: 'users',
      data: { email, password: 'a-long-password-1' },
      ...from('203.0.113.50'),
    })
    expect(elsewhere.user?.email).toBe(email)
  }, 120_000) // 22 password checks, each deliberately slow
})
