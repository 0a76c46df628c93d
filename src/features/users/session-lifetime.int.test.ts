import { decodeJwt } from 'jose'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/support/payload'
import { fullSession, json, rest } from '../../../tests/support/rest'
import type { StoredSession } from './second-factor/sessions'

/**
 * Back-office sessions through Payload's REST handler: renewed within the idle timeout and never
 * past the absolute lifetime; a new password or a reset second factor ends the account's other
 * sessions.
 */
let payload: Payload
const password = 'a-long-password-1'

async function editor(name: string) {
  const email = `${name}-${Date.now().toString(36)}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
  })
  return { id: user.id, email }
}

async function login(email: string, pass = password): Promise<string> {
  const response = await rest('POST', '/users/login', { body: { email, password: pass } })
  expect(response.status).toBe(200)
  return ((await json(response)) as { token: string }).token
}

const me = async (token: string) => (await json(await rest('GET', '/users/me', { token }))).user

async function sessionsOf(id: number | string): Promise<StoredSession[]> {
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
  })) as { sessions?: StoredSession[] } | null
  return user?.sessions ?? []
}

/** Moves every session of the account's login time back by `hours`. */
async function loggedInHoursAgo(id: number | string, hours: number) {
  const sessions = (await sessionsOf(id)).map((s) => ({
    ...s,
    createdAt: new Date(Date.now() - hours * 3600_000),
  }))
  await payload.db.updateOne({
    collection: 'users',
    id,
    data: { sessions, updatedAt: null },
    returning: false,
  })
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('a back-office session', () => {
  it('is renewed for the idle timeout while young, cut to the absolute lifetime near it, and refused past it', async () => {
    process.env.SESSION_IDLE_MINUTES = '60'
    process.env.SESSION_MAX_HOURS = '12'
    const account = await editor('lifetime')
    const token = await login(account.email)
    const young = await rest('POST', '/users/refresh-token', { token })
    expect(young.status).toBe(200)
    const youngExp = ((await json(young)) as { exp: number }).exp
    expect(youngExp * 1000 - Date.now()).toBeGreaterThan(55 * 60_000)

    // Eleven and a half hours after the login, a renewal lasts the half hour left, not an hour.
    await loggedInHoursAgo(account.id, 11.5)
    const late = await rest('POST', '/users/refresh-token', { token })
    expect(late.status).toBe(200)
    const { exp, refreshedToken } = (await json(late)) as { exp: number; refreshedToken: string }
    const left = exp * 1000 - Date.now()
    expect(left).toBeGreaterThan(25 * 60_000)
    expect(left).toBeLessThan(31 * 60_000)
    expect(decodeJwt(refreshedToken).exp).toBe(exp)
    expect(await me(refreshedToken)).toBeTruthy()

    // Past twelve hours it is not renewed: the user logs in again.
    await loggedInHoursAgo(account.id, 12.1)
    expect((await rest('POST', '/users/refresh-token', { token })).status).toBe(401)
  })

  it('ends with a new password everywhere but where the password was changed', async () => {
    const account = await editor('password')
    const here = await login(account.email)
    const elsewhere = await login(account.email)
    expect(await me(elsewhere)).toBeTruthy()
    const changed = await rest('PATCH', `/users/${account.id}`, {
      token: here,
      body: { password: 'another-long-password-2' },
    })
    expect(changed.status).toBe(200)
    expect(await me(elsewhere)).toBeNull()
    expect(await me(here)).toBeTruthy()
    expect(await sessionsOf(account.id)).toHaveLength(1)
  })

  it('ends everywhere when an admin resets the account’s second factor', async () => {
    const admin = await fullSession(['admin'], 'resetter')
    const account = await fullSession(['sales'], 'reset')
    expect(await me(account.token)).toBeTruthy()
    const reset = await rest('POST', `/users/${account.id}/second-factor/reset`, {
      token: admin.token,
    })
    expect(reset.status).toBe(200)
    expect(await me(account.token)).toBeNull()
    expect(await sessionsOf(account.id)).toEqual([])
    expect(await me(admin.token)).toBeTruthy()
  })
})
