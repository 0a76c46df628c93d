import type { CollectionSlug, Payload } from 'payload'
import { beforeAll } from 'vitest'

import type { Person } from '../../../tests/support/personal-records'
import { testPayload } from '../../../tests/support/payload'
import { fullSession, json, rest } from '../../../tests/support/rest'

/**
 * What the person-request tests share: a complete admin login, the endpoints' calls, and a look at
 * every document of the site for what is left of a person. Call once per test file, at its top.
 */
export type FoundRecord = {
  collection: string
  id: number
  holds: { name: string | null; email: string | null; phone: string | null }
  matchedBy: string[]
  linkedBy: string[]
  check: 'phone' | 'name' | null
}
export type Found = { records: FoundRecord[] }

export function personRequestTests() {
  const state = {} as { payload: Payload; admin: { id: number; token: string; email: string } }
  beforeAll(async () => {
    state.payload = await testPayload()
    state.admin = await fullSession(['admin'], 'officer')
  })
  const call = (path: string, body: Record<string, unknown>, token = state.admin.token) =>
    rest('POST', `/privacy/person${path}`, { token, body })
  /** Every document of every collection of the site, as text (the audit log included). */
  async function everything(): Promise<string> {
    const texts: string[] = []
    for (const { slug } of state.payload.config.collections) {
      if (slug.startsWith('payload-')) continue
      const { docs } = await state.payload.find({
        collection: slug as CollectionSlug,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      texts.push(JSON.stringify(docs))
    }
    return texts.join('\n').toLowerCase()
  }
  return {
    state,
    call,
    everything,
    search: async (body: Record<string, unknown>) => (await json(await call('', body))) as Found,
    collectionsOf: (found: Found) => [...new Set(found.records.map((r) => r.collection))].sort(),
    ids: (records: { collection: string; id: number | string }[]) =>
      records.map(({ collection, id }) => ({ collection, id })),
    /** The person's identifiers as an officer types them. */
    identifiers: (who: Person) => ({ email: who.email, phone: who.phone, name: who.name }),
    traces: (who: Person) => [
      who.email.toLowerCase(),
      who.phone,
      who.phone.slice(4),
      who.typedPhone,
      who.lastName.toLowerCase(),
    ],
  }
}
