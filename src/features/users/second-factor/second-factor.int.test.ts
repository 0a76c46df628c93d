import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { json, rest } from '../../../../tests/support/rest'
import { totpCode } from './totp'

/**
 * The back office's second factor through Payload's REST handler: a login that passed the password
 * but not the code reads and writes nothing; enrolment at the first login, codes used once,
 * recovery codes, too many wrong codes, an admin's reset, a password reset held like a login,
 * editors by the setting; every step in the audit log.
 */
let payload: Payload
const stamp = Date.now().toString(36)
const password = 'a-long-password-1'

async function account(roles: ('admin' | 'editor' | 'sales')[], name: string) {
  const email = `${name}-${stamp}@example.com`
  const user = await payload.create({ collection: 'users', data: { email, password, roles } })
  return { id: user.id, email }
}

async function login(email: string, ip?: string) {
  const response = await rest('POST', '/users/login', { body: { email, password }, ip })
  expect(response.status).toBe(200)
  return (await json(response)) as { token: string; secondFactor?: string; user?: unknown }
}

const verify = (token: string, body: Record<string, unknown>) =>
  rest('POST', '/users/second-factor/verify', { token, body })

/** Enrols an account at its first login; its token is then a full login. */
async function enrolled(email: string) {
  const { token, secondFactor } = await login(email)
  expect(secondFactor).toBe('enrol')
  const enrolment = await json(await rest('POST', '/users/second-factor/enrol', { token }))
  const secret = enrolment.secret as string
  expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//)
  const at = Date.now()
  const answer = await verify(token, { code: totpCode(secret, at) })
  expect(answer.status).toBe(200)
  const { recoveryCodes } = (await json(answer)) as { recoveryCodes: string[] }
  return { token, secret, recoveryCodes, at }
}

async function auditOf(email: string) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { or: [{ actorEmail: { equals: email } }, { subject: { equals: email } }] },
    sort: 'createdAt',
    limit: 100,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('a login without its second factor', () => {
  it('reads and writes nothing through the REST API, however it is presented', async () => {
    const admin = await account(['admin'], 'held')
    const { token, secondFactor, user } = await login(admin.email)
    expect(secondFactor).toBe('enrol')
    expect(user).toBeUndefined()
    const cookie = { cookie: `payload-token=${token}` }
    expect((await json(await rest('GET', '/users/me', { token }))).user).toBeNull()
    expect((await json(await rest('GET', '/users/me', { headers: cookie }))).user).toBeNull()
    for (const path of ['/leads', '/users', '/audit-log', '/orders', '/payments'])
      expect((await rest('GET', path, { token })).status, path).toBe(403)
    expect((await rest('GET', '/globals/data-protection', { token })).status).toBe(403)
    const patched = await rest('PATCH', `/users/${admin.id}`, { token, body: { name: 'x' } })
    expect(patched.status).toBe(403)
    expect((await rest('POST', '/users/refresh-token', { token })).status).not.toBe(200)
    expect(
      (await rest('POST', '/privacy/person', { token, body: { email: 'a@b.co' } })).status,
    ).toBe(401)
    // Payload's own check of a request (the admin's pages use it) sees nobody either.
    const seen = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(seen.user).toBeNull()
  })

  it('becomes a full login once enrolled, and a code is accepted once only', async () => {
    const admin = await account(['admin'], 'enrol')
    const { token, secret, recoveryCodes, at } = await enrolled(admin.email)
    expect(recoveryCodes).toHaveLength(10)
    expect((await rest('GET', '/leads', { token })).status).toBe(200)
    expect((await json(await rest('GET', '/users/me', { token }))).user).toMatchObject({
      email: admin.email,
    })
    // Nothing of the secret or the codes is readable, even by the account itself.
    const me = (await json(await rest('GET', `/users/${admin.id}`, { token }))) as Record<
      string,
      unknown
    >
    for (const hidden of ['totpSecret', 'recoveryCodes', 'secondFactorPending', 'totpLastStep'])
      expect(me, hidden).not.toHaveProperty(hidden)
    expect(me.secondFactorEnabledAt).toBeTruthy()

    // The next login asks for a code; the one just used (its 30 s step) is refused.
    const next = await login(admin.email)
    expect(next.secondFactor).toBe('verify')
    const replay = await verify(next.token, { code: totpCode(secret, at) })
    expect(replay.status).toBe(401)
    expect((await rest('GET', '/leads', { token: next.token })).status).toBe(403)
    // A recovery code works once.
    expect((await verify(next.token, { recoveryCode: recoveryCodes[0] })).status).toBe(200)
    expect((await rest('GET', '/leads', { token: next.token })).status).toBe(200)
    const third = await login(admin.email)
    expect((await verify(third.token, { recoveryCode: recoveryCodes[0] })).status).toBe(401)
    // The code of the step after the one used (now, or an app a little ahead) is accepted.
    const ahead = totpCode(secret, at + 30_000)
    expect((await verify(third.token, { code: ahead })).status).toBe(200)

    const actions = (await auditOf(admin.email)).map((e) => e.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'login-password',
        'second-factor-enrolled',
        'second-factor-failed',
        'recovery-code-used',
        'second-factor-passed',
      ]),
    )
  })

  it('takes a recovery code typed where the app code goes, once, as typed from paper', async () => {
    const admin = await account(['admin'], 'paper')
    const { recoveryCodes } = await enrolled(admin.email)
    const first = await login(admin.email)
    // Lower case and without its dash, as a person may type it.
    const typed = recoveryCodes[1]!.toLowerCase().replace('-', ' ')
    expect((await verify(first.token, { code: typed })).status).toBe(200)
    expect((await rest('GET', '/leads', { token: first.token })).status).toBe(200)
    const again = await login(admin.email)
    expect((await verify(again.token, { code: recoveryCodes[1] })).status).toBe(401)
    expect((await auditOf(admin.email)).map((e) => e.action)).toContain('recovery-code-used')
  })

  it('ends after five wrong codes; the password is asked again', async () => {
    const sales = await account(['sales'], 'wrong')
    await enrolled(sales.email)
    const { token } = await login(sales.email)
    const answers: number[] = []
    for (let i = 0; i < 5; i++)
      answers.push((await verify(token, { code: i === 4 ? '000000' : '12345x' })).status)
    expect(answers).toEqual([401, 401, 401, 401, 401])
    const after = await verify(token, { code: '000000' })
    expect((await json(after)).error).toMatchObject({ code: 'no_login' })
    const failed = (await auditOf(sales.email)).filter((e) => e.action === 'second-factor-failed')
    expect(failed.at(-1)?.outcome).toMatch(/too many/)
  })
})

describe('who needs it', () => {
  it('editors only when the setting says so; then at their next login', async () => {
    const editor = await account(['editor'], 'editor')
    const free = await login(editor.email)
    expect(free.secondFactor).toBeUndefined()
    expect((await json(await rest('GET', '/users/me', { token: free.token }))).user).toBeTruthy()
    await payload.updateGlobal({ slug: 'data-protection', data: { secondFactorForEditors: true } })
    try {
      expect((await login(editor.email)).secondFactor).toBe('enrol')
    } finally {
      await payload.updateGlobal({
        slug: 'data-protection',
        data: { secondFactorForEditors: false },
      })
    }
  })

  it('after an admin resets it, the account enrols again; the reset is audited', async () => {
    const admin = await account(['admin'], 'resetter')
    const { token } = await enrolled(admin.email)
    const sales = await account(['sales'], 'lost-phone')
    await enrolled(sales.email)
    const salesToken = (await login(sales.email)).token
    const refused = await rest('POST', `/users/${admin.id}/second-factor/reset`, {
      token: salesToken,
    })
    expect(refused.status).toBe(401) // that login is not complete: nobody
    expect((await rest('POST', `/users/${sales.id}/second-factor/reset`, { token })).status).toBe(
      200,
    )
    expect((await login(sales.email)).secondFactor).toBe('enrol')
    const reset = (await auditOf(sales.email)).find((e) => e.action === 'second-factor-reset')
    expect(reset).toMatchObject({ actorEmail: admin.email, subject: sales.email })
  })

  it('holds the login a password reset makes, like any login', async () => {
    const sales = await account(['sales'], 'forgot')
    await enrolled(sales.email)
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: sales.email },
      disableEmail: true,
    })
    const response = await rest('POST', '/users/reset-password', {
      body: { token: resetToken, password: 'another-long-password-2' },
    })
    expect(response.status).toBe(200)
    const body = (await json(response)) as { token: string; secondFactor?: string }
    expect(body.secondFactor).toBe('verify')
    expect((await rest('GET', '/leads', { token: body.token })).status).toBe(403)
  })
})

describe('the audit log of logins and roles', () => {
  it('keeps refused logins and role changes with the client address', async () => {
    const admin = await account(['admin'], 'roles')
    const { token } = await enrolled(admin.email)
    const refused = await rest('POST', '/users/login', {
      body: { email: admin.email, password: 'wrong-password-123' },
      ip: '203.0.113.77',
    })
    expect(refused.status).toBe(401)
    const editor = await account(['editor'], 'promoted')
    const patched = await rest('PATCH', `/users/${editor.id}`, {
      token,
      body: { roles: ['editor', 'sales'] },
      ip: '203.0.113.78',
    })
    expect(patched.status).toBe(200)
    const failed = (await auditOf(admin.email)).find((e) => e.action === 'login-failed')
    expect(failed).toMatchObject({ ip: '203.0.113.77', actorEmail: admin.email })
    const role = (await auditOf(editor.email)).find((e) => e.action === 'role-changed')
    expect(role).toMatchObject({ actorEmail: admin.email, ip: '203.0.113.78' })
    expect(role?.details).toMatchObject({ from: ['editor'], to: ['editor', 'sales'] })
  })
})
