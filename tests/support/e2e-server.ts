/**
 * Vitest global setup of the e2e project: the production build served by scripts/server.mjs (the
 * production server, as `npm run serve`) on a free port with a fresh SQLite database, which the
 * server migrates and seeds at boot (scripts/lib/serve.mjs).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { demoLogins } from '../../scripts/lib/demo-accounts.mjs'
import { freePort, startProductionServer } from '../../scripts/lib/serve.mjs'

import { dropPostgresTemplates } from './databases'
import { e2eOcpiReceiverToken, e2ePayloadSecret } from './e2e-env'
import { enrolOverHttp } from './second-factor'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseUrl: string
    /**
     * Port the server's SMTP_URL points at; a test listens there (tests/support/smtp.ts) to receive
     * mail.
     */
    smtpPort: number
    /**
     * The demo accounts' passwords the server seeded with (DEMO_*_PASSWORD), read through
     * demoUser().
     */
    demoPasswords: Record<string, string>
    /**
     * The demo admin's and sales' second factor, enrolled here once as at a first login: the secret
     * (for a test that logs in through the form) and the token of that complete login (for the
     * rest).
     */
    demoSecondFactor: Record<'admin' | 'sales', { secret: string; token: string }>
    /** The file of the code steps already used (tests/support/second-factor.ts). */
    secondFactorLedger: string
    /**
     * This project's folder of seeded PostgreSQL templates (`seededPostgresDatabase` in
     * tests/support/databases.ts), dropped at the end.
     */
    postgresTemplates: string
    /** Whether this project has the server above (vitest.config.ts). */
    projectServer: boolean
  }
}

export default async function setup(project: TestProject) {
  // Servers seeded alike copy one seeded database of this run (scripts/lib/serve.mjs); `npm test`
  // names the folder and seeds the main server's kind while it builds. Test files inherit it.
  const ownTemplates = !process.env.SEED_TEMPLATES
  process.env.SEED_TEMPLATES ||= mkdtempSync(path.join(tmpdir(), 'e2e-seeded-'))
  const scratch = mkdtempSync(path.join(tmpdir(), 'e2e-scratch-'))
  project.provide('postgresTemplates', scratch)
  const cleanUp = async () => {
    await dropPostgresTemplates(scratch).catch((error: Error) =>
      console.warn(`Dropping the seeded PostgreSQL templates failed: ${error.message}`),
    )
    rmSync(scratch, { recursive: true, force: true })
    if (ownTemplates) rmSync(process.env.SEED_TEMPLATES!, { recursive: true, force: true })
  }
  // A project whose files all start servers of their own (e2e-long) spares a boot.
  if (project.config.provide?.projectServer === false) return cleanUp
  const smtpPort = await freePort()
  const server = await startProductionServer({
    port: Number(process.env.E2E_PORT) || undefined,
    env: {
      PAYLOAD_SECRET: e2ePayloadSecret,
      GTM_ID: 'GTM-E2ETEST',
      // Every page a test opens with consent sends a Web Vitals beacon as it leaves, all from this
      // machine's one address: the limit is the endpoint's integration test's to check.
      VITALS_RATE_LIMIT: '100000',
      // Outgoing mail goes to a port the tests control; queued jobs (deliveries) retry fast, and
      // give up after a few seconds of outage (about 8 s: "Retry now" is tested on a failed one),
      // well after the short outage the forms test rides out.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOBS_INTERVAL_SECONDS: '1',
      FORMS_DELIVERY_BACKOFF: 'fixed',
      FORMS_DELIVERY_BACKOFF_MS: '1000',
      FORMS_DELIVERY_ATTEMPTS: '8',
      // Tests submit far more than a visitor would; the limiter itself is covered by integration
      // tests.
      FORMS_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000000',
      // The tests play the one reverse proxy in front of the site: their X-Forwarded-* headers are
      // believed.
      TRUSTED_PROXIES: '1',
      // The OCPI Locations receiver is on: a test pushes EVSE status changes as the network would.
      OCPI_RECEIVER_TOKEN: e2eOcpiReceiverToken,
      // A partner site may frame the embeddable map: tests/e2e/map-embed.test.ts serves it as
      // http://localhost:<port>, and the same page as http://127.0.0.1:<port> plays a refused site.
      MAP_EMBED_ORIGINS: 'http://localhost:*',
    },
  })
  project.provide('baseURL', server.baseURL)
  project.provide('databaseUrl', server.databaseUrl)
  project.provide('smtpPort', smtpPort)
  project.provide(
    'demoPasswords',
    Object.fromEntries(
      Object.entries(server.env).filter(([name]) => /^DEMO_[A-Z]+_PASSWORD$/.test(name)),
    ),
  )
  // Admins and sales must use a second factor: the demo accounts enrol through the API, as any
  // client.
  const ledger = path.join(scratch, 'ledger.json')
  const enrolled: Record<string, { secret: string; token: string }> = {}
  for (const role of ['admin', 'sales'] as const) {
    const login = demoLogins.find((l) => l.role === role)!
    const account = { email: login.email, password: server.env[login.variable]! }
    const { secret, token } = await enrolOverHttp(server.baseURL, account, ledger)
    enrolled[role] = { secret, token }
  }
  project.provide(
    'demoSecondFactor',
    enrolled as Record<'admin' | 'sales', { secret: string; token: string }>,
  )
  project.provide('secondFactorLedger', ledger)
  return async () => {
    await cleanUp()
    if (process.env.E2E_SERVER_LOG) console.log(server.log())
    await server.stop()
  }
}
