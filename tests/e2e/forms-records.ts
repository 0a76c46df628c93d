import { expect } from 'vitest'

import { demoUser } from '../support/e2e-env'
import { baseURL } from './browser'

/** What the form tests read back: the stored records, through Payload's REST API as an admin. */
export type Doc = { id: number; delivery?: { state?: string; emailSentAt?: string | null }; [key: string]: unknown }

let token = ''

/** Logs in as the demo admin once per test file (call from beforeAll). */
export async function loginAsAdmin(): Promise<void> {
  const response = await fetch(new URL('/api/users/login', baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoUser('admin')),
  })
  token = ((await response.json()) as { token: string }).token
}

export async function records(collection: string, where: Record<string, string> = {}): Promise<{ totalDocs: number; docs: Doc[] }> {
  const query = new URLSearchParams({ limit: '5', depth: '0' })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, value)
  const response = await fetch(new URL(`/api/${collection}?${query}`, baseURL()), { headers: { Authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as { totalDocs: number; docs: Doc[] }
}

/** A raw submission to a form endpoint, as any client could send it. */
export const post = (form: string, body: string, contentType = 'application/json') =>
  fetch(new URL(`/api/v1/forms/${form}`, baseURL()), { method: 'POST', headers: { 'Content-Type': contentType }, body })
