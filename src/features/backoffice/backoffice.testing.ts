import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { testPayload } from '../../../tests/support/payload'

/**
 * For the back office's integration tests: an account of each role, a user's Local API options,
 * and a lead. (Test support; never imported by the site.)
 */
export type Account<R extends string> = {
  id: number
  email: string
  roles: [R]
  collection: 'users'
}

export const stamp = Date.now().toString(36)
export const as = (user: { id: number; email: string; roles: string[] }) => ({
  user: { ...user, collection: 'users' as const },
  overrideAccess: false,
})

/** The file's Payload and an account of each role (call it in the file's `beforeAll`). */
export async function backofficeAccounts() {
  const payload = await testPayload()
  const user = async (role: 'sales' | 'admin' | 'editor') =>
    payload.create({
      collection: 'users',
      // The tests act as these accounts through the Local API; nobody logs in with the password.
      data: { email: `${role}-${stamp}@example.com`, password: randomUUID(), roles: [role] },
    })
  const s = await user('sales')
  const a = await user('admin')
  const editorId = (await user('editor')).id as number
  const sales: Account<'sales'> = {
    id: s.id as number,
    email: s.email,
    roles: ['sales'],
    collection: 'users',
  }
  const admin: Account<'admin'> = {
    id: a.id as number,
    email: a.email,
    roles: ['admin'],
    collection: 'users',
  }
  return { payload, sales, admin, editorId }
}

export async function newLead(payload: Payload, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'leads',
    data: {
      interest: 'offer_my_locations',
      firstName: 'Ana',
      lastName: 'Lima',
      phone: '+351912345678',
      phoneCountry: 'PT',
      email: `ana-${stamp}-${Math.random()}@example.pt`,
      country: 'PT',
      address: 'Rua 1',
      ...extra,
    } as never,
    overrideAccess: true,
  })
}
