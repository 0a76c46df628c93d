import { afterAll, beforeAll, expect, inject } from 'vitest'

import { testSmtpServer } from '../support/smtp'

import { baseURL } from './browser'
import { demoToken } from './http'

/** What the form tests read back: the stored records, through Payload's REST API as an admin. */
export type Doc = {
  id: number
  delivery?: { state?: string; emailSentAt?: string | null }
  history?: { at: string; byEmail: string; change: string; to?: string; note?: string }[]
  [key: string]: unknown
}

export async function records(
  collection: string,
  where: Record<string, string> = {},
): Promise<{ totalDocs: number; docs: Doc[] }> {
  const query = new URLSearchParams({ limit: '5', depth: '0' })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, value)
  const response = await fetch(new URL(`/api/${collection}?${query}`, baseURL()), {
    headers: { Authorization: `JWT ${await demoToken('admin')}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { totalDocs: number; docs: Doc[] }
}

/** The stored record whose `field` is `value`, if any. */
export const findOne = async (collection: string, field: string, value: string) =>
  (await records(collection, { [field]: value })).docs[0]

/** A raw submission to a form endpoint, as any client could send it. */
export const post = (form: string, body: string, contentType = 'application/json') =>
  fetch(new URL(`/api/v1/forms/${form}`, baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })

/** A submission of `body` as JSON. */
export const postJson = (form: string, body: Record<string, unknown>) =>
  post(form, JSON.stringify(body))

/**
 * The mail server the test server delivers to, running for this test file (every delivery needs
 * one; `stop()` and `start()` simulate an outage). Call at the top of the file.
 */
export function mailServerForFile() {
  const smtp = testSmtpServer(inject('smtpPort'))
  beforeAll(() => smtp.start())
  afterAll(() => smtp.stop())
  return smtp
}

/** An order's form as a visitor fills it to pick up good 1 (the API re-prices the lines itself). */
export const pickupOrderForm = {
  locale: 'en',
  name: 'A',
  phone: '+44 20 7946 0958',
  delivery: 'pickup',
  privacyConsent: true,
  purchaseRulesConsent: true,
}
export const pickupOrder = { ...pickupOrderForm, lines: [{ id: '1', additional: {}, quantity: 1 }] }
