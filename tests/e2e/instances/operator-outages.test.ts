import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProductionServer } from '../../../scripts/lib/serve.mjs'
import type { AppServer } from '../../support/servers'
import {
  throwawayPostgres,
  throwawayRedis,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from '../../support/throwaway-services'

import { browserForSuite, hydratedForm } from '../browser'
import { pickupOrder } from '../forms-records'

/**
 * The operator's second test: the database and Redis go away under load. Two production instances
 * run on a PostgreSQL cluster and a Redis of this test's own (never the machine's). Six clients
 * submit the contact form and six read cached pages while PostgreSQL is stopped and started again,
 * then while Redis is killed and started again. Pages must keep answering 200; a submission must
 * get 201 (and be stored) or 503 with Retry-After, never a 500; both processes must survive; writes
 * come back once the database does. A visitor who submits during the outage reads "try again in a
 * moment" and keeps what they typed.
 */
const { newPage } = browserForSuite()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pages = ['/en', '/en/news', '/en/business', '/en/contact', '/ua', '/pt/about-us']

let postgres: ThrowawayPostgres
let redis: ThrowawayRedis
const servers: AppServer[] = []

beforeAll(async () => {
  postgres = await throwawayPostgres()
  redis = await throwawayRedis()
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PAGE_CACHE_PREFIX: `outages-${Date.now()}:`,
    SEED_STATIONS: '50',
    FORMS_RATE_LIMIT: '1000000',
    OCPI_RECEIVER_TOKEN: 'outage-receiver-token',
  }
  // One after the other: the first migrates and seeds the empty database.
  servers.push(await startProductionServer({ env, timeoutMs: 240_000 }))
  servers.push(await startProductionServer({ env: { ...env, SEED_DEMO_CONTENT: 'false' } }))
  // Every page read once on each instance, as in production before an incident.
  for (const server of servers) for (const path of pages) await fetch(new URL(path, server.baseURL))
}, 400_000)

afterAll(async () => {
  if (process.env.E2E_SERVER_LOG) for (const server of servers) console.log(server.log())
  await Promise.all(servers.map((server) => server.stop()))
  await redis?.kill()
  await postgres?.destroy()
})

type Answer = { status: number; retryAfter: string | null; name?: string }
const allOk = { database: 'ok', redis: 'ok' }

/** `/readyz` once it says ready, or its last answer after `ms` (both services were just back). */
async function readyWithin(baseURL: string, ms: number) {
  const deadline = Date.now() + ms
  for (;;) {
    const response = await fetch(new URL('/readyz', baseURL))
    const { checks } = (await response.json()) as { checks: Record<string, string> }
    if (response.status === 200 || Date.now() > deadline) return { status: response.status, checks }
    await sleep(250)
  }
}

/** Six clients reading pages and six submitting the contact form, both instances in turn. */
function clientsUnderLoad() {
  const reads: Answer[] = []
  const writes: Answer[] = []
  let running = true
  let sequence = 0
  const reader = async (i: number) => {
    for (let n = i; running; n++) {
      const server = servers[n % 2]!
      const response = await fetch(new URL(pages[n % pages.length]!, server.baseURL)).catch(
        () => null,
      )
      await response?.arrayBuffer()
      reads.push({ status: response?.status ?? 0, retryAfter: null })
    }
  }
  const writer = async (i: number) => {
    for (let n = i; running; n++) {
      const name = `Outage ${sequence++}`
      const response = await fetch(new URL('/api/v1/forms/contact', servers[n % 2]!.baseURL), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          email: 'outage@example.com',
          message: 'Sent while things break.',
        }),
      }).catch(() => null)
      await response?.arrayBuffer()
      writes.push({
        status: response?.status ?? 0,
        retryAfter: response?.headers.get('retry-after') ?? null,
        name,
      })
      if (response?.status === 503) await sleep(100)
    }
  }
  const clients = [
    ...Array.from({ length: 6 }, (_, i) => reader(i)),
    ...Array.from({ length: 6 }, (_, i) => writer(i)),
  ]
  const stop = async () => {
    running = false
    await Promise.all(clients)
  }
  return { reads, writes, stop }
}

/** The names of the contact messages the load stored, read from the database itself. */
async function storedNames() {
  const db = new pg.Client({ connectionString: postgres.url })
  await db.connect()
  const { rows } = await db.query<{ name: string }>(
    "select name from contact_messages where name like 'Outage %'",
  )
  await db.end()
  return new Set(rows.map((r) => r.name))
}

/** The demo editor's session token on `base`, signed in before an outage. */
async function editorToken(base: string) {
  const login = await fetch(new URL('/api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'editor@example.com',
      password: servers[0]!.env.DEMO_EDITOR_PASSWORD,
    }),
  })
  return ((await login.json()) as { token: string }).token
}

/** One request to each write endpoint of `base`, by name, the back office's signed in. */
function writeEndpoints(base: string, token: string) {
  const json = (
    path: string,
    body: unknown,
    method = 'POST',
    headers: Record<string, string> = {},
  ) =>
    fetch(new URL(path, base), {
      method,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'pt', ...headers },
      body: JSON.stringify(body),
    })
  return {
    form: () =>
      json('/api/v1/forms/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Olá',
        locale: 'pt',
      }),
    order: () => json('/api/v1/orders', pickupOrder),
    payment: () =>
      json('/api/v1/payments', {
        station: 'PT*VOL*E1',
        connector: '1',
        amount: '20',
        email: 'driver@example.com',
        idempotencyKey: `outage-${Date.now()}-key`,
        locale: 'en',
      }),
    comment: () =>
      json('/api/v1/stations/1/comments', {
        authorName: 'Rui',
        body: 'Fast and free.',
        locale: 'en',
      }),
    ocpi: () =>
      json(
        '/ocpi/2.2.1/locations/PT/VOL/LOC1/EVSE1',
        { status: 'CHARGING', last_updated: new Date().toISOString() },
        'PATCH',
        {
          Authorization: `Token ${Buffer.from('outage-receiver-token').toString('base64')}`,
        },
      ),
    backOffice: () =>
      json('/api/tags', { name: 'Outage' }, 'POST', { Authorization: `JWT ${token}` }),
  }
}

describe('outages of PostgreSQL and Redis under load', () => {
  it(
    'pages answer 200 throughout, submissions 201 or 503 (never 500), and nothing acknowledged is lost',
    { timeout: 120_000 },
    async () => {
      const { reads, writes, stop } = clientsUnderLoad()
      await sleep(2_000)
      await postgres.stop()
      await sleep(1_500)
      const duringOutage = await fetch(new URL('/readyz', servers[0]!.baseURL))
      const readiness = (await duringOutage.json()) as { checks: Record<string, string> }
      await sleep(4_000)
      await postgres.start()
      const restartedAt = writes.length
      await sleep(4_000)
      await redis.kill()
      await sleep(4_000)
      await redis.start()
      await sleep(3_000)
      await stop()

      expect(duringOutage.status).toBe(503)
      expect(readiness.checks.database).not.toBe('ok')
      expect(reads.filter((r) => r.status !== 200).map((r) => r.status)).toEqual([])
      expect(
        writes.filter((w) => w.status !== 201 && w.status !== 503).map((w) => w.status),
      ).toEqual([])
      const refused = writes.filter((w) => w.status === 503)
      expect(refused.length).toBeGreaterThan(0)
      expect(refused.every((w) => w.retryAfter === '5')).toBe(true)
      expect(writes.slice(restartedAt).some((w) => w.status === 201)).toBe(true)

      const stored = await storedNames()
      expect(
        writes.filter((w) => w.status === 201 && !stored.has(w.name!)).map((w) => w.name),
      ).toEqual([])
      for (const server of servers) {
        expect((await fetch(new URL('/healthz', server.baseURL))).status).toBe(200)
        expect(await readyWithin(server.baseURL, 5_000)).toEqual({ status: 200, checks: allOk })
      }
      console.log(
        `outages: ${reads.length} page reads all 200; ${writes.length} submissions: ${writes.filter((w) => w.status === 201).length} stored, ${refused.length} refused with 503 during the outage`,
      )
    },
  )
})

describe('while the database is down: a visitor and every write endpoint', () => {
  it(
    'a visitor who sends the contact form while the database is down is asked to try again, and keeps the text',
    { timeout: 90_000 },
    async () => {
      const page = await newPage({ baseURL: servers[0]!.baseURL })
      await page.goto('/en/contact')
      const root = await hydratedForm(page, 'contact')
      await postgres.stop()
      try {
        await root.locator('[name="name"]').fill('Olena Kovalenko')
        await root.locator('[name="email"]').fill('olena@example.com')
        await root.locator('[name="message"]').fill('Is roaming included in the fleet plan?')
        await root.locator('button[type="submit"]').click()
        await root
          .getByText('We cannot save this right now. Please try again in a moment.')
          .waitFor()
        expect(await root.locator('[name="message"]').inputValue()).toBe(
          'Is roaming included in the fleet plan?',
        )
        expect(await root.locator('[name="email"]').inputValue()).toBe('olena@example.com')
      } finally {
        await postgres.start()
      }
      await root.locator('button[type="submit"]').click()
      await root.getByText('Your message has been sent successfully.').waitFor({ timeout: 20_000 })
    },
  )

  it(
    'every write endpoint answers 503 with Retry-After while the database is down',
    { timeout: 60_000 },
    async () => {
      const base = servers[1]!.baseURL
      // An editor signed in before the outage, saving in the back office during it.
      const writes = writeEndpoints(base, await editorToken(base))
      await postgres.stop()
      const answers: Record<string, { status: number; retryAfter: string | null; body: string }> =
        {}
      try {
        for (const [name, send] of Object.entries(writes)) {
          const response = await send()
          answers[name] = {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.text(),
          }
        }
      } finally {
        await postgres.start()
      }
      for (const [name, answer] of Object.entries(answers)) {
        expect([name, answer.status, answer.retryAfter]).toEqual([name, 503, '5'])
      }
      // In the language the client asked for.
      expect(JSON.parse(answers.form!.body).error.message).toBe(
        'Não conseguimos guardar isto agora. Tente novamente dentro de momentos.',
      )
    },
  )
})
