/**
 * Starts the production build (scripts/server.mjs) on a free port with a fresh SQLite database that
 * the server migrates and seeds at boot. Used by the e2e setup and by the benchmark, so both
 * measure the same thing.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { newDemoPasswordEnv } from './demo-accounts.mjs'

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      )
    })
  })
}

/**
 * @param {{ port?: number, env?: Record<string, string>, timeoutMs?: number, nodeArgs?: string[] }}
 * [options] nodeArgs: e.g. ['--cpu-prof'] to profile
 * @returns {Promise<{ baseURL: string, databaseUrl: string, env: Record<string, string>, log: () =>
 * string, stop: (graceMs?: number) => Promise<void>, kill: () => void, signal: (name:
 * NodeJS.Signals) => void, exited: Promise<number | null> }>}
 */
export async function startProductionServer(options = {}) {
  if (!existsSync('.next/BUILD_ID'))
    throw new Error('No production build: run `npm run build` first.')
  const port = options.port ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  const file = path.join(
    os.tmpdir(),
    `evsite-serve-${Date.now()}-${randomBytes(3).toString('hex')}.db`,
  )
  const databaseUrl = `file:${file}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'serve-secret-0123456789abcdef0123',
    SITE_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
    SEED_DEMO_CONTENT: 'true',
    PAYMENTS_PROVIDER: 'test',
    // Demo accounts get fresh passwords each run; callers that log in read them from the returned
    // env.
    ...newDemoPasswordEnv(),
    ...options.env,
  }
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/server.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Only the tail of the server's output is kept (for errors at start-up and E2E_SERVER_LOG).
  const logLimit = 256 * 1024
  let log = ''
  const keep = (chunk) => {
    log += chunk
    if (log.length > logLimit * 2) log = log.slice(-logLimit)
  }
  server.stdout.on('data', keep)
  server.stderr.on('data', keep)
  /** The exit code once the process has ended (null when a signal ended it). */
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)))
  /** SIGTERM (the server drains), then the process is waited for (killed after `graceMs`). */
  const stop = async (graceMs = 10_000) => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      const late = setTimeout(() => server.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(late)
    }
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
  }
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break
    try {
      const response = await fetch(`${baseURL}/en`, { redirect: 'manual' })
      if (response.status < 500)
        return {
          baseURL,
          databaseUrl: env.DATABASE_URL,
          env,
          log: () => log,
          stop,
          kill: () => server.kill('SIGKILL'),
          signal: (/** @type {NodeJS.Signals} */ name) => server.kill(name),
          exited,
        }
    } catch {
      // not listening yet (the server migrates and seeds before it listens)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The server at ${baseURL} did not come up.\n${log}`)
}
