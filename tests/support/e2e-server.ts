/**
 * Vitest global setup of the e2e project: a fresh SQLite database, migrated and seeded, and the
 * production build served by `next start` on a free port. Every e2e file reads `inject('baseURL')`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { promisify } from 'node:util'

import type { TestProject } from 'vitest/node'

import { createSqliteDatabase } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseUrl: string
    /** Port the server's SMTP_URL points at; a test listens there (tests/support/smtp.ts) to receive mail. */
    smtpPort: number
  }
}

const run = promisify(execFile)

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs} ms`)
}

export default async function setup(project: TestProject) {
  if (!existsSync('.next/BUILD_ID')) {
    throw new Error('No production build: run `npm run build` first (`npm test` builds before the e2e suite).')
  }
  const port = Number(process.env.E2E_PORT) || (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  const smtpPort = await freePort()
  const database = createSqliteDatabase()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123',
    SITE_URL: baseURL,
    GTM_ID: 'GTM-E2ETEST',
    NEXT_TELEMETRY_DISABLED: '1',
    // Outgoing mail goes to a port the tests control; queued jobs (deliveries) retry fast and often.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOBS_AUTORUN_CRON: '* * * * * *',
    FORMS_DELIVERY_BACKOFF: 'fixed',
    FORMS_DELIVERY_BACKOFF_MS: '1000',
    FORMS_DELIVERY_ATTEMPTS: '120',
    // Tests submit far more than a visitor would; the limiter itself is covered by integration tests.
    FORMS_RATE_LIMIT: '1000000',
  }
  await run('node_modules/.bin/payload', ['run', 'scripts/prepare-db.ts'], { env })
  // No `-H 127.0.0.1`: Next's request URL calls that host `localhost`, so with it bound to 127.0.0.1 only,
  // every proxy rewrite (the 404 page) would be proxied to localhost and fail. `npm start` binds the same way.
  const server = spawn('node_modules/.bin/next', ['start', '-p', String(port)], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  server.stdout?.on('data', (chunk) => (log += chunk))
  server.stderr?.on('data', (chunk) => (log += chunk))
  try {
    await waitForServer(`${baseURL}/en`, server)
  } catch (error) {
    server.kill()
    throw new Error(`${(error as Error).message}\n${log}`)
  }
  project.provide('baseURL', baseURL)
  project.provide('databaseUrl', database.url)
  project.provide('smtpPort', smtpPort)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    if (process.env.E2E_SERVER_LOG) console.log(log)
    await database.drop()
  }
}
