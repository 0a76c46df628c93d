import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { formCollections, formNames, type FormName } from '@/features/forms/definitions'

import { mailServerForFile, postForm as post, storedCount } from './forms-api.testing'

/**
 * The form endpoint's route handler as any client meets it, on this file's database: no malformed
 * body gets a 5xx or a record, and 20 concurrent clients get no 5xx. Prints the status counts and
 * the throughput (of the handler and the database: no HTTP server in between).
 */

// The route hands a stored submission's delivery to Next's `after`, which needs the request scope
// of a Next server: here each task starts once the handler has answered, as there, and the file
// waits for them before it ends.
const afterTasks = vi.hoisted(() => [] as Promise<unknown>[])
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) =>
    void afterTasks.push(new Promise((answered) => setImmediate(answered)).then(task)),
}))

// Tests submit far more than a visitor would (the limiter is covered by submissions.int.test.ts).
process.env.FORMS_RATE_LIMIT = '1000000'
// Valid submissions are delivered: to a mail server of the file's own.
mailServerForFile()
// Registered after the mail server's `afterAll`, so it runs before that one stops the server (the
// last registered runs first): the last deliveries still reach it.
afterAll(async () => {
  await Promise.allSettled(afterTasks)
  // The files of this project share a worker: the next one gets the real module.
  vi.doUnmock('next/server')
})
const stamp = Date.now().toString(36)

/**
 * Bodies that must never be accepted, per form: wrong types, missing or unknown fields, bad
 * formats, junk.
 */
const validBodies: Record<FormName, Record<string, unknown>> = {
  lead: {
    interest: 'start_business',
    firstName: 'A',
    lastName: 'B',
    phone: '07911 123456',
    phoneCountry: 'GB',
    email: 'a@example.com',
    country: 'GB',
  },
  partner: {
    name: 'A',
    email: 'a@example.com',
    phone: '07911 123456',
    phoneCountry: 'GB',
    interest: 'roaming',
    privacyPolicy: true,
  },
  contact: { name: 'A', email: 'a@example.com', message: 'Hi' },
  'job-application': {
    position: 'Engineer',
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    linkedin: 'https://linkedin.com/in/a',
  },
  newsletter: { email: 'a@example.com' },
  'deletion-request': { phone: '07911 123456', phoneCountry: 'GB' },
}
function malformed(valid: Record<string, unknown>) {
  const keys = Object.keys(valid)
  const junk = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  )
  const reserved = new Set([...keys, 'locale', 'website', 'captchaToken'])
  return fc.oneof(
    // not a JSON object at all
    fc.oneof(
      fc.string(),
      fc
        .jsonValue()
        .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
        .map((v) => JSON.stringify(v)),
    ),
    // an unknown field on an otherwise valid body
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !reserved.has(k)),
        junk,
      )
      .map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
    // a required field missing
    fc
      .constantFrom(...keys)
      .filter((k) => k !== 'phoneCountry')
      .map((k) =>
        JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
      ),
    // a field of the wrong type (never a string that could be valid)
    fc
      .tuple(
        fc.constantFrom(...keys.filter((k) => typeof valid[k] === 'string')),
        fc.oneof(
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.string(), { maxLength: 2 }),
          fc.object({ maxDepth: 1 }),
        ),
      )
      .map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
    // an oversized value
    fc
      .tuple(
        fc.constantFrom(...keys.filter((k) => typeof valid[k] === 'string')),
        fc.integer({ min: 5001, max: 40_000 }),
      )
      .map(([k, n]) => JSON.stringify({ ...valid, [k]: 'x'.repeat(n) })),
    // an e-mail or phone that is not one (control characters, no @, letters)
    fc
      .tuple(fc.string({ maxLength: 30 }).map((s) => `${s.replace(/@/g, '')}\u0001`))
      .map(([s]) =>
        JSON.stringify({ ...valid, ...('email' in valid ? { email: s } : { phone: `${s}x` }) }),
      ),
  )
}

describe('malformed bodies never cause a 5xx or a record', () => {
  // About 80 bodies of each kind above per form, 3,000 in all: every kind many times over, in a
  // fraction of the suite's time.
  const runs = 500
  for (const form of formNames) {
    it(`${form}: ${runs} malformed bodies`, async () => {
      const before = await storedCount(formCollections[form])
      const statuses = new Map<number, number>()
      await fc.assert(
        fc.asyncProperty(malformed(validBodies[form]), async (body) => {
          const response = await post(form, body)
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          return response.status >= 400 && response.status < 500
        }),
        { numRuns: runs },
      )
      expect(await storedCount(formCollections[form])).toBe(before)
      console.log(
        `[forms] ${form}: ${runs} malformed bodies → ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}; records unchanged (${before})`,
      )
    }, 180_000)
  }
})

describe('throughput', () => {
  it('answers 20 concurrent clients without a 5xx (valid contact submissions, 5 s)', async () => {
    const durationMs = 5_000
    const end = Date.now() + durationMs
    const statuses = new Map<number, number>()
    let n = 0
    const client = async (c: number) => {
      while (Date.now() < end) {
        const i = n++
        const response = await post(
          'contact',
          JSON.stringify({
            name: `Load ${c}`,
            email: `load-${stamp}-${i}@example.com`,
            message: 'Benchmark message',
          }),
        )
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }
    const started = Date.now()
    await Promise.all(Array.from({ length: 20 }, (_, c) => client(c)))
    const seconds = (Date.now() - started) / 1000
    const total = [...statuses.values()].reduce((a, b) => a + b, 0)
    console.log(
      `[forms] throughput: ${total} valid submissions in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} req/s with 20 clients (${[...statuses].map(([s, k]) => `${k}×${s}`).join(', ')})`,
    )
    expect([...statuses.keys()].every((s) => s === 201)).toBe(true)
  }, 60_000)
})
