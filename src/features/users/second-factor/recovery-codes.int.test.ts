import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { json, rest } from '../../../../tests/support/rest'
import { recoveryCodesLeft } from './renew'
import { totpCode } from './totp'

/**
 * New recovery codes from an account's own complete login, after its password and an app's code:
 * the old codes stop working, the count of codes left follows, every attempt is audited.
 */
let payload: Payload
const stamp = Date.now().toString(36)
const password = 'a-long-password-2'

beforeAll(async () => {
  payload = await testPayload()
})

async function enrolledSales(name: string) {
  const email = `${name}-${stamp}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['sales'] },
  })
  const login = await json(await rest('POST', '/users/login', { body: { email, password } }))
  const token = login.token as string
  const { secret } = await json(await rest('POST', '/users/second-factor/enrol', { token }))
  const at = Date.now()
  const verified = await rest('POST', '/users/second-factor/verify', {
    token,
    body: { code: totpCode(secret as string, at) },
  })
  const { recoveryCodes } = (await json(verified)) as { recoveryCodes: string[] }
  return { id: user.id, email, token, secret: secret as string, at, recoveryCodes }
}

const renew = (token: string | undefined, body: Record<string, unknown>) =>
  rest('POST', '/users/second-factor/recovery-codes', { token, body })

describe('new recovery codes', () => {
  it('after the password and a fresh code, replacing the old ones', async () => {
    const account = await enrolledSales('renew')
    expect(await recoveryCodesLeft(payload, account.id)).toBe(10)
    // A recovery code used at a login leaves nine.
    const login = await json(
      await rest('POST', '/users/login', { body: { email: account.email, password } }),
    )
    const used = await rest('POST', '/users/second-factor/verify', {
      token: login.token as string,
      body: { code: account.recoveryCodes[0] },
    })
    expect(used.status).toBe(200)
    expect(await recoveryCodesLeft(payload, account.id)).toBe(9)

    const next = totpCode(account.secret, account.at + 30_000)
    const wrongPassword = await renew(account.token, { password: 'not-it', code: next })
    expect(wrongPassword.status).toBe(401)
    expect(((await json(wrongPassword)).error as { code: string }).code).toBe('wrong_password')
    const wrongCode = await renew(account.token, { password, code: '000000' })
    expect(((await json(wrongCode)).error as { code: string }).code).toBe('wrong_code')
    // The code used for enrolling is spent.
    const spent = await renew(account.token, {
      password,
      code: totpCode(account.secret, account.at),
    })
    expect(spent.status).toBe(401)

    const renewed = await renew(account.token, { password, code: next })
    expect(renewed.status).toBe(200)
    const { recoveryCodes } = (await json(renewed)) as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)
    expect(recoveryCodes.some((c) => account.recoveryCodes.includes(c))).toBe(false)
    expect(await recoveryCodesLeft(payload, account.id)).toBe(10)
    // The same code does not make codes twice.
    expect((await renew(account.token, { password, code: next })).status).toBe(401)

    // An old code is refused at the next login, a new one accepted.
    const again = await json(
      await rest('POST', '/users/login', { body: { email: account.email, password } }),
    )
    const token = again.token as string
    const old = { code: account.recoveryCodes[1] }
    expect((await rest('POST', '/users/second-factor/verify', { token, body: old })).status).toBe(
      401,
    )
    const fresh = { code: recoveryCodes[0] }
    expect((await rest('POST', '/users/second-factor/verify', { token, body: fresh })).status).toBe(
      200,
    )

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        actorEmail: { equals: account.email },
        action: { equals: 'recovery-codes-renewed' },
      },
      limit: 10,
    })
    expect(docs.map((d) => d.outcome ?? 'renewed').sort()).toEqual([
      'renewed',
      'wrong code',
      'wrong code',
      'wrong code',
      'wrong password',
    ])
  })

  it('refuses without a complete login, and for an account without a second factor', async () => {
    expect((await renew(undefined, { password, code: '123456' })).status).toBe(401)
    const email = `editor-${stamp}@example.com`
    await payload.create({ collection: 'users', data: { email, password, roles: ['editor'] } })
    const login = await json(await rest('POST', '/users/login', { body: { email, password } }))
    const answer = await renew(login.token as string, { password, code: '123456' })
    expect(answer.status).toBe(409)
  })
})
