import { createServer, type Server as NetServer, type Socket } from 'node:net'

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
 * The operator's test: two instances on one PostgreSQL database and Redis; 200 contact submissions
 * while the mail server hangs; one instance killed (SIGKILL) 3 s in with the records it claimed; the
 * mail server back at 6 s. With no request after the burst, the survivor's scheduler must e-mail
 * every stored submission exactly once (counted by Message-ID). Short leases and retries keep it brief.
 */
const unreachable = await postgresReachable()
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const smtp = testSmtpServer(await freePort())
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A mail server that is down the unpleasant way: it takes connections and never says a word. */
async function silentMailServer(port: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: NetServer = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
let database: TestDatabase
let db: pg.Client
const servers: AppServer[] = []

/**
 * How many messages the mail server received for each record (Message-ID
 * `<contact-messages.<id>@host>`).
 */
function mailsPerRecord(): Map<number, number> {
  const counts = new Map<number, number>()
  for (const mail of smtp.messages) {
    const id = /^Message-ID:\s*<contact-messages\.(\d+)@/im.exec(mail.raw)?.[1]
    if (id) counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1)
  }
  return counts
}

describe.skipIf(Boolean(unreachable))(
  'operator: outage, a killed instance and a burst, then silence',
  () => {
    beforeAll(async () => {
      database = await createPostgresDatabase()
      await smtp.start()
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        PAGE_CACHE_PREFIX: `operator-test-${Date.now()}:`,
        SMTP_URL: smtp.url,
        SEED_DEMO_CONTENT: 'false',
        JOBS_INTERVAL_SECONDS: '1',
        FORMS_DELIVERY_BACKOFF: 'fixed',
        FORMS_DELIVERY_BACKOFF_MS: '300',
        FORMS_DELIVERY_ATTEMPTS: '1000',
        FORMS_DELIVERY_LEASE_MS: '3000',
        FORMS_RATE_LIMIT: '1000000',
      }
      servers.push(...(await startServers([env, env])))
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

    it(
      'every stored submission is e-mailed exactly once, with no request after the burst',
      { timeout: 90_000 },
      async () => {
        const [survivor, victim] = servers as [AppServer, AppServer]
        const submit = (server: AppServer, name: string) =>
          fetch(new URL('/api/v1/forms/contact', server.baseURL), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name,
              email: 'operator@example.com',
              message: 'Sent during an outage.',
            }),
            signal: AbortSignal.timeout(30_000),
          }).then(
            (response) => response.status,
            () => 0, // the killed instance drops its connections
          )
        // Each instance has served the route once (its code loaded), as in production before an
        // incident.
        expect([
          await submit(survivor, 'Operator warm-up A'),
          await submit(victim, 'Operator warm-up B'),
        ]).toEqual([201, 201])
        await sleep(1500) // both warm-up records delivered

        await smtp.stop()
        const outage = await silentMailServer(smtp.port)
        const started = Date.now()
        const burst = Promise.all(
          Array.from({ length: 200 }, (_, i) => submit(i % 2 ? victim : survivor, `Operator ${i}`)),
        )
        // No message can be accepted by a mail server that never answers, so none can have been
        // sent by the victim without it recording it: any message received twice is a fault of the
        // site.
        await sleep(3000)
        victim.kill()
        const statuses = await burst
        await sleep(Math.max(0, 6000 - (Date.now() - started)))
        await outage.close()
        await smtp.start()

        // Only the survivor's scheduler works from here on.
        const { rows: stored } = await db.query<{ id: number }>(
          "select id from contact_messages where name like 'Operator %'",
        )
        const ids = stored.map((r) => r.id)
        expect(ids.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length)
        expect(statuses.filter((s) => s !== 201 && s !== 0)).toEqual([]) // answered ones were accepted
        // The victim stored some of the burst before it died (and held claims on them): the case
        // under test.
        const { rows: victims } = await db.query<{ n: string; held: string }>(
          `select count(*) as n, count(*) filter (where delivery_state = 'processing') as held from contact_messages where name ~ '^Operator [0-9]*[13579]$'`,
        )
        expect(Number(victims[0]!.n)).toBeGreaterThan(0)

        const deadline = Date.now() + 60_000
        while (Date.now() < deadline && !ids.every((id) => mailsPerRecord().has(id)))
          await sleep(250)
        await sleep(3000) // a few more passes: nothing may be sent again
        const counts = mailsPerRecord()
        expect(
          ids.filter((id) => !counts.has(id)),
          'records never e-mailed',
        ).toEqual([])
        expect(
          ids.filter((id) => (counts.get(id) ?? 0) > 1),
          'records e-mailed twice',
        ).toEqual([])
        const { rows: states } = await db.query<{ state: string; n: string }>(
          "select delivery_state as state, count(*) as n from contact_messages where name like 'Operator %' group by 1",
        )
        expect(states).toEqual([{ state: 'delivered', n: String(ids.length) }])
        const { rows: takenOver } = await db.query<{ n: string }>(
          `select count(*) as n from contact_messages where name ~ '^Operator [0-9]*[13579]$' and delivery_attempts > 1`,
        )
        console.log(
          `operator test: ${ids.length} stored (${statuses.filter((s) => s === 201).length} answered 201; the killed instance stored ${victims[0]!.n}, ${victims[0]!.held} of them still claimed when the mail server came back, ${takenOver[0]!.n} delivered on a later attempt), all e-mailed exactly once ${((Date.now() - started) / 1000).toFixed(1)} s after the burst began`,
        )
      },
    )
  },
)
