import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../../scripts/lib/serve.mjs'
import { startServers, type AppServer } from '../../support/servers'
import {
  createPostgresDatabase,
  postgresReachable,
  type TestDatabase,
} from '../../support/databases'
import { testSmtpServer } from '../../support/smtp'

/**
 * Two production servers on one fresh PostgreSQL database, started at the same moment: both migrate
 * (one waits for the other's lock), and their schedulers, started at boot, compete for the same
 * deliveries. Every submission reaches the mail server exactly once, retries run without any
 * request, and a record a dead instance left processing is delivered once its lease runs out; a
 * meeting's reminders are sent once each by the instance left when the other was killed.
 */
const unreachable = await postgresReachable()
const smtp = testSmtpServer(await freePort())
let database: TestDatabase
let db: pg.Client
const servers: AppServer[] = []

const mailsFor = (id: number) =>
  smtp.messages.filter((m) => m.raw.includes(`<contact-messages.${id}@`)).length
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function submit(server: AppServer, name: string): Promise<number> {
  const response = await fetch(new URL('/api/v1/forms/contact', server.baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'two-servers@example.com',
      message: 'Exactly once, from either server.',
    }),
  })
  expect(response.status).toBe(201)
  const { rows } = await db.query<{ id: number }>(
    'select id from contact_messages where name = $1',
    [name],
  )
  return rows[0]!.id
}

async function until(probe: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(200)
  }
}

describe.skipIf(Boolean(unreachable))('two server instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase()
    await smtp.start()
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      JOBS_INTERVAL_SECONDS: '1',
      FORMS_DELIVERY_BACKOFF: 'fixed',
      FORMS_DELIVERY_BACKOFF_MS: '500',
      FORMS_DELIVERY_ATTEMPTS: '100',
      FORMS_DELIVERY_LEASE_MS: '4000',
      FORMS_RATE_LIMIT: '1000000',
    }
    // Seeding is not what is tested here: one instance seeds (a small map), both migrate at once.
    servers.push(
      ...(await startServers([
        { ...env, SEED_DEMO_CONTENT: 'true', SEED_STATIONS: '20' },
        { ...env, SEED_DEMO_CONTENT: 'false' },
      ])),
    )
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  }, 300_000)

  afterAll(async () => {
    if (process.env.E2E_SERVER_LOG) for (const server of servers) console.log(server.log())
    await db?.end().catch(() => {})
    await Promise.all(servers.map((s) => s.stop()))
    await smtp.stop()
    await database?.drop()
  })

  it('both servers came up on the same fresh database', async () => {
    expect(servers).toHaveLength(2)
    for (const server of servers)
      expect((await fetch(new URL('/en', server.baseURL))).status).toBe(200)
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from payload_migrations where batch > 0',
    )
    expect(Number(rows[0]!.n)).toBeGreaterThan(0)
  })

  it('submissions to either server are e-mailed exactly once', async () => {
    const ids: number[] = []
    for (let i = 0; i < 10; i++) ids.push(await submit(servers[i % 2]!, `Either server ${i}`))
    await until(() => ids.every((id) => mailsFor(id) >= 1))
    await sleep(3000) // a few more scheduler passes on both servers
    expect(ids.map(mailsFor)).toEqual(ids.map(() => 1))
    const { rows } = await db.query<{ state: string }>(
      'select delivery_state as state from contact_messages where id = any($1)',
      [ids],
    )
    expect(rows.map((r) => r.state)).toEqual(ids.map(() => 'delivered'))
  })

  it('retries run with no traffic once the mail server is back, each message sent once', async () => {
    await smtp.stop()
    const ids: number[] = []
    for (let i = 0; i < 4; i++) ids.push(await submit(servers[i % 2]!, `Outage ${i}`))
    await until(async () => {
      const { rows } = await db.query<{ state: string }>(
        'select delivery_state as state from contact_messages where id = any($1)',
        [ids],
      )
      return rows.every((r) => r.state === 'retrying')
    })
    await sleep(2000) // failed retries by both schedulers
    await smtp.start()
    // No request from here on: only the schedulers work.
    await until(() => ids.every((id) => mailsFor(id) >= 1))
    await sleep(3000)
    expect(ids.map(mailsFor)).toEqual(ids.map(() => 1))
  })

  it('a record left processing by an instance that died is delivered once after its lease', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into contact_messages (name, email, message, status, locale, delivery_state, delivery_attempts, delivery_due_at, created_at, updated_at)
       values ('Orphaned', 'orphan@example.com', 'Its instance was killed.', 'new', 'en', 'processing', 1, now() + interval '2 seconds', now(), now())
       returning id`,
    )
    const id = rows[0]!.id
    await sleep(1000)
    expect(mailsFor(id)).toBe(0) // still leased
    await until(() => mailsFor(id) >= 1)
    await sleep(3000)
    expect(mailsFor(id)).toBe(1)
    const { rows: after } = await db.query<{ state: string; attempts: string }>(
      'select delivery_state as state, delivery_attempts as attempts from contact_messages where id = $1',
      [id],
    )
    expect(after[0]).toEqual({ state: 'delivered', attempts: '2' })
  })

  it(
    'a meeting’s reminders, one instance killed just before they are due: each sent once',
    remindersOnceAfterKill,
  )
})

/** Runs last: it kills the second server. */
async function remindersOnceAfterKill() {
  const { rows: users } = await db.query<{ id: number }>('select id from users order by id limit 1')
  const { rows } = await db.query<{ id: number }>(
    `insert into bookings (status, salesperson_id, starts_at, ends_at, name, email, company, time_zone, locale, hold_ref, sequence, delivery_state, delivery_attempts, created_at, updated_at)
     values ('booked', $1, now() + interval '61 minutes', now() + interval '91 minutes', 'Reminded', 'reminded@example.com', 'Fleet', 'Europe/Lisbon', 'en', 'reminded-ref', 0, 'delivered', 1, now(), now())
     returning id`,
    [users[0]!.id],
  )
  const booking = rows[0]!.id
  // As reserve.ts writes them, but due in a few seconds instead of a day and an hour ahead.
  const { rows: reminders } = await db.query<{ id: number }>(
    `insert into booking_reminders (key, booking_id, kind, delivery_state, delivery_attempts, delivery_due_at, created_at, updated_at)
     values ($2 || ':day', $1, 'day', 'pending', 0, now() + interval '3 seconds', now(), now()),
            ($2 || ':hour', $1, 'hour', 'pending', 0, now() + interval '4 seconds', now(), now())
     returning id`,
    [booking, String(booking)],
  )
  servers[1]!.kill()
  const sent = (id: number) =>
    smtp.messages.filter((m) => m.raw.includes(`<booking-reminders.${id}.`)).length
  await until(() => reminders.every((r) => sent(r.id) >= 1))
  await sleep(3000) // more passes of the surviving scheduler
  expect(reminders.map((r) => sent(r.id))).toEqual([1, 1])
  const mail = smtp.messages.find((m) => m.raw.includes(`<booking-reminders.${reminders[0]!.id}.`))
  expect(mail!.to).toEqual(['reminded@example.com'])
}
