/**
 * Starts the production build (scripts/server.mjs) on a free port with a fresh SQLite database that
 * the server migrates and seeds at boot. Used by the e2e setup and by the benchmark, so both
 * measure the same thing.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
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
 * Demo databases seeded once and copied for each server that asks for the same demo content, so a
 * run of many servers seeds once per kind instead of once per server. On only where SEED_TEMPLATES
 * names a folder for them (the e2e setup and `npm test` set it, for their run); a template is made by
 * `npm run migrate` with SEED_DEMO_CONTENT=true, the server's own preparation, into that folder.
 * @type {Map<string, Promise<{ file: string, passwords: Record<string, string> }>>}
 */
const templates = new Map()

/**
 * The seeded template for `stations` demo stations (SEED_STATIONS; '' for the default): made when
 * missing, else read from the folder (made earlier in this run, maybe by another process).
 * @param {string} dir @param {string} stations
 */
export function seededTemplate(dir, stations = '') {
  const name = path.join(dir, `seeded-${stations || 'default'}`)
  if (!templates.has(name))
    templates.set(
      name,
      (async () => {
        if (!existsSync(`${name}.json`)) {
          const passwords = newDemoPasswordEnv()
          const building = `${name}-${process.pid}-${randomBytes(3).toString('hex')}.db`
          await new Promise((resolve, reject) => {
            let output = ''
            const child = spawn(process.execPath, ['scripts/migrate.mjs'], {
              stdio: ['ignore', 'pipe', 'pipe'],
              env: {
                ...process.env,
                ...passwords,
                DATABASE_URL: `file:${building}`,
                PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'template-secret-0123456789abcdef',
                SEED_DEMO_CONTENT: 'true',
                ...(stations ? { SEED_STATIONS: stations } : {}),
              },
            })
            child.stdout.on('data', (chunk) => (output += chunk))
            child.stderr.on('data', (chunk) => (output += chunk))
            child.on('exit', (code) =>
              code === 0
                ? resolve(undefined)
                : reject(new Error(`Seeding a template failed:\n${output}`)),
            )
          })
          // With any write-ahead log left beside it; the description last, so a template is either
          // whole or absent.
          for (const suffix of ['-wal', ''])
            if (existsSync(building + suffix)) renameSync(building + suffix, `${name}.db${suffix}`)
          rmSync(`${building}-shm`, { force: true })
          writeFileSync(`${name}.json`, JSON.stringify(passwords))
        }
        return { file: `${name}.db`, passwords: JSON.parse(readFileSync(`${name}.json`, 'utf8')) }
      })(),
    )
  return /** @type {Promise<{ file: string, passwords: Record<string, string> }>} */ (
    templates.get(name)
  )
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
    `voltra-serve-${Date.now()}-${randomBytes(3).toString('hex')}.db`,
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
  // A fresh SQLite database with the demo content: a copy of this run's template when there is one
  // (the server then finds it migrated and seeded), with the passwords it was seeded with.
  if (
    process.env.SEED_TEMPLATES &&
    !options.env?.DATABASE_URL &&
    env.SEED_DEMO_CONTENT === 'true'
  ) {
    const template = await seededTemplate(process.env.SEED_TEMPLATES, env.SEED_STATIONS ?? '')
    for (const suffix of ['', '-wal'])
      if (existsSync(template.file + suffix)) copyFileSync(template.file + suffix, file + suffix)
    Object.assign(env, template.passwords)
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
