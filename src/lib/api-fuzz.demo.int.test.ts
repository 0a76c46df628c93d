import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../../tests/support/payload'

/**
 * Every POST endpoint besides the forms (src/features/forms/forms-api.int.test.ts sends those 3,000
 * malformed bodies) gets 400 random ones at its route handler, on this file's copy of the demo
 * content (goods, stations, accounts, as `npm start` serves them): bodies of any shape and size,
 * under any content type. None may answer 5xx, and none may store an order or a payment. Prints the
 * status counts per endpoint.
 */

// An order hands its announcement to Next's `after`, which needs the request scope of a Next
// server: here each task starts once the handler has answered, as there. (No body here should
// make an order; if one did, the count below says so.)
const afterTasks = vi.hoisted(() => [] as Promise<unknown>[])
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) =>
    void afterTasks.push(new Promise((answered) => setImmediate(answered)).then(task)),
}))
afterAll(async () => {
  await Promise.allSettled(afterTasks)
  // The files of this project share a worker: the next one gets the real module.
  vi.doUnmock('next/server')
})

// The limiters let everything through, as on the e2e server: they would answer 429 before the
// handlers read a body (they have tests of their own).
process.env.FORMS_RATE_LIMIT = '1000000'
process.env.LOGIN_RATE_LIMIT = '1000000'
process.env.VITALS_RATE_LIMIT = '1000000'

type Handler = (request: Request) => Promise<Response>
const withParams =
  <P>(
    handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
    params: P,
  ) =>
  (request: Request) =>
    handler(request, { params: Promise.resolve(params) })
const [orders, payments, cart, webhook, revalidate, payloadApi, vitals] = await Promise.all([
  import('@/app/api/v1/orders/handler'),
  import('@/app/api/v1/payments/handler'),
  import('@/app/api/v1/cart/reconcile/handler'),
  import('@/app/api/v1/payments/webhook/[provider]/handler'),
  import('@/app/api/v1/revalidate/handler'),
  import('@/app/(payload)/api/[...slug]/route'),
  import('@/app/api/v1/vitals/handler'),
])
/** Each endpoint's path and the route handler serving it. */
const endpoints: [string, Handler][] = [
  ['/api/v1/orders', orders.POST],
  ['/api/v1/payments', payments.POST],
  ['/api/v1/cart/reconcile', cart.POST],
  ['/api/v1/payments/webhook/test', withParams(webhook.POST, { provider: 'test' })],
  ['/api/v1/revalidate', revalidate.POST],
  ['/api/users/login', withParams(payloadApi.POST, { slug: ['users', 'login'] })],
  ['/api/v1/vitals', vitals.POST],
]
const runs = 400

async function count(collection: 'orders' | 'payments'): Promise<number> {
  return (await (await testPayload()).count({ collection, overrideAccess: true })).totalDocs
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
  'path',
  'device',
  'connection',
  'metrics',
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
    for (const [endpoint, handler] of endpoints) {
      const samples = fc.sample(fc.tuple(body, contentType), runs)
      const statuses = new Map<number, number>()
      const failures: string[] = []
      // Ten at a time, like a handful of clients.
      for (let i = 0; i < samples.length; i += 10) {
        await Promise.all(
          samples.slice(i, i + 10).map(async ([text, type]) => {
            const response = await handler(
              new Request(new URL(endpoint, 'http://localhost'), {
                method: 'POST',
                // One client address, the header the production server sets from the socket.
                headers: {
                  'x-client-ip': '198.51.100.41',
                  ...(type ? { 'content-type': type } : {}),
                },
                body: text,
              }),
            )
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
