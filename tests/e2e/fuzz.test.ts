import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { baseURL } from './browser'
import { demoToken } from './http'

/**
 * Every POST endpoint besides the forms (tests/e2e/forms-api.test.ts sends those 3,000 malformed
 * bodies) gets 400 random ones: bodies of any shape and size, under any content type. None may
 * answer 5xx, and none may store an order or a payment. Prints the status counts per endpoint.
 */
const endpoints = [
  '/api/v1/orders',
  '/api/v1/payments',
  '/api/v1/cart/reconcile',
  '/api/v1/payments/webhook/test',
  '/api/v1/revalidate',
  '/api/users/login',
]
const runs = 400

async function count(collection: string): Promise<number> {
  const response = await fetch(new URL(`/api/${collection}?limit=1&depth=0`, baseURL()), {
    headers: { Authorization: `JWT ${await demoToken('admin')}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const plausibleKeys = [
  'locale',
  'lines',
  'ids',
  'station',
  'connector',
  'amount',
  'currency',
  'email',
  'name',
  'phone',
  'tags',
  'at',
  'password',
  'type',
  'id',
  'quantity',
  'additional',
]
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
)
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(fc.oneof(fc.constantFrom(...plausibleKeys), fc.string({ maxLength: 12 })), value, {
      maxKeys: 8,
    })
    .map((v) => JSON.stringify(v)),
  fc
    .integer({ min: 20_000, max: 400_000 })
    .map((n) => JSON.stringify({ locale: 'en', padding: 'x'.repeat(n) })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
)
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  '',
)

describe('malformed bodies on every other POST endpoint', () => {
  it(`${runs} random bodies each: never a 5xx, never an order or a payment`, async () => {
    const before = { orders: await count('orders'), payments: await count('payments') }
    const report: string[] = []
    for (const endpoint of endpoints) {
      const samples = fc.sample(fc.tuple(body, contentType), runs)
      const statuses = new Map<number, number>()
      const failures: string[] = []
      // Ten at a time, like a handful of clients.
      for (let i = 0; i < samples.length; i += 10) {
        await Promise.all(
          samples.slice(i, i + 10).map(async ([text, type]) => {
            const response = await fetch(new URL(endpoint, baseURL()), {
              method: 'POST',
              headers: type ? { 'content-type': type } : {},
              body: text,
              redirect: 'manual',
            })
            await response.arrayBuffer()
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            if (response.status >= 500)
              failures.push(`${response.status} ${type} ${text.slice(0, 120)}`)
          }),
        )
      }
      report.push(`${endpoint}: ${[...statuses].map(([status, n]) => `${n}×${status}`).join(', ')}`)
      expect(failures, endpoint).toEqual([])
    }
    console.log(`[fuzz] ${report.join('\n[fuzz] ')}`)
    expect({ orders: await count('orders'), payments: await count('payments') }).toEqual(before)
  }, 600_000)
})
