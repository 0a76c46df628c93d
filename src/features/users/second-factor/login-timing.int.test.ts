import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { rest } from '../../../../tests/support/rest'

/**
 * The back-office login spends the same time refusing an unknown e-mail (or a locked account) as a
 * wrong password, so its timing does not tell which accounts exist: 20 rounds through Payload's REST
 * handler, each timing the three refusals one after the other, so that a moment of load weighs on
 * all three of a round alike. Each round gives the other two's time as a ratio to the wrong
 * password's, and the median ratio must be within a third of 1. Without the equal work the unknown
 * address is answered without hashing a password, in a small fraction of the time (a ratio far
 * below 2/3); the suite runs this beside the browser tests, whose load moved medians of plain times
 * by over 20 % between runs, in either direction.
 */
const tries = 20
const tolerance = 1 / 3
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle) - 1]!) / 2
}

describe('login timing', () => {
  it('refuses an unknown e-mail, a locked account and a wrong password in the same time', async () => {
    const payload = await testPayload()
    const stamp = Date.now().toString(36)
    const existing = `timing-${stamp}@example.com`
    const locked = `locked-${stamp}@example.com`
    for (const email of [existing, locked])
      await payload.create({
        collection: 'users',
        data: { email, password: 'the-right-password-1', roles: ['editor'] },
      })
    const time = async (email: string) => {
      const started = performance.now()
      const response = await rest('POST', '/users/login', {
        body: { email, password: 'a-wrong-password-1' },
      })
      const elapsed = performance.now() - started
      expect(response.status).toBe(401)
      return elapsed
    }
    const lockedUntil = new Date(Date.now() + 3_600_000).toISOString()
    const resetAttempts = (email: string, lockUntil: string | null) =>
      payload.db.updateOne({
        collection: 'users',
        where: { email: { equals: email } },
        data: { loginAttempts: 0, lockUntil },
        returning: false,
      })
    await time(`warm-up-${stamp}@example.com`)
    const wrongPassword: number[] = []
    const unknown: number[] = []
    const lockedAccount: number[] = []
    for (let i = 0; i < tries; i++) {
      // The account never locks during the measure: every try is the wrong-password path.
      await resetAttempts(existing, null)
      wrongPassword.push(await time(existing))
      unknown.push(await time(`nobody-${i}-${stamp}@example.com`))
      await resetAttempts(locked, lockedUntil)
      lockedAccount.push(await time(locked))
    }
    const ratios = (times: number[]) => times.map((time, i) => time / wrongPassword[i]!)
    const [unknownRatio, lockedRatio] = [median(ratios(unknown)), median(ratios(lockedAccount))]
    const report = `wrong password ${median(wrongPassword).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms (median ratio ${unknownRatio.toFixed(2)}), locked ${median(lockedAccount).toFixed(0)} ms (${lockedRatio.toFixed(2)})`
    console.info(`login timing (median of ${tries}): ${report}`)
    expect(Math.abs(unknownRatio - 1), report).toBeLessThan(tolerance)
    expect(Math.abs(lockedRatio - 1), report).toBeLessThan(tolerance)
  }, 300_000)

  it('refuses an unknown e-mail, a locked account and a wrong password in the same words', async () => {
    const payload = await testPayload()
    const stamp = Date.now().toString(36)
    const email = `locks-${stamp}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'the-right-password-1', roles: ['editor'] },
    })
    const refusal = async (address: string, password = 'a-wrong-password-1') => {
      const response = await rest('POST', '/users/login', { body: { email: address, password } })
      return { status: response.status, body: await response.json() }
    }
    const first = await refusal(email)
    // Six tries each: the fifth wrong password locks the account; an unknown address never locks.
    for (let i = 0; i < 5; i++) {
      expect(await refusal(email)).toEqual(first)
      expect(await refusal(`nobody-${stamp}@example.com`)).toEqual(first)
    }
    // Even the right password, while locked, gets the same answer.
    expect(await refusal(email, 'the-right-password-1')).toEqual(first)
    expect(first.status).toBe(401)
    expect(JSON.stringify(first.body)).toContain('or the account is locked for 10 minutes')
  }, 120_000)
})
