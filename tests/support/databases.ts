import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { copyFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { newDemoPasswordEnv } from '../../scripts/lib/demo-accounts.mjs'

/** The local PostgreSQL server tests use (trust auth); override with TEST_POSTGRES_URL. */
export const postgresServerUrl =
  process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

export async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({
    connectionString: postgresServerUrl,
    connectionTimeoutMillis: 3000,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return (error as Error).message
  } finally {
    await client.end().catch(() => {})
  }
}

export type TestDatabase = { url: string; drop: () => Promise<void> }

/**
 * A brand-new PostgreSQL database on the local server, dropped afterwards; a copy of `template` (the
 * URL of a database nobody is connected to) when given.
 */
export async function createPostgresDatabase(
  prefix = 'voltra_test',
  template?: string,
): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresServerUrl })
  await admin.connect()
  const from = template ? ` template ${new URL(template).pathname.slice(1)}` : ''
  await admin.query(`create database ${name}${from}`)
  await admin.end()
  const url = new URL(postgresServerUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => dropPostgresDatabase(url.toString()),
  }
}

/** Drops a database of the local server (by its URL), cutting off whoever is still connected. */
export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  const client = new pg.Client({ connectionString: postgresServerUrl })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}

const sqliteSuffixes = ['', '-wal', '-shm', '-journal']

/** A temporary SQLite file, deleted afterwards. */
export function createSqliteDatabase(prefix = 'voltra-test'): TestDatabase {
  const file = path.join(
    os.tmpdir(),
    `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}.db`,
  )
  return {
    url: `file:${file}`,
    drop: async () => {
      await Promise.all(sqliteSuffixes.map((suffix) => rm(file + suffix, { force: true })))
    },
  }
}

/** A temporary SQLite file copied from `template` (a `file:` URL no process has open), deleted afterwards. */
export async function copySqliteDatabase(template: string): Promise<TestDatabase> {
  const database = createSqliteDatabase()
  const from = template.replace(/^file:/, '')
  const to = database.url.replace(/^file:/, '')
  // A closed database has folded its write-ahead log into the file; a log left over is copied too.
  for (const suffix of ['', '-wal'])
    await copyFile(from + suffix, to + suffix).catch((error: NodeJS.ErrnoException) => {
      if (!(suffix && error.code === 'ENOENT')) throw error
    })
  return database
}

/**
 * Runs `npm run migrate` (scripts/migrate.mjs, the path a deployment takes) on a database: the
 * schema only, or with SEED_DEMO_CONTENT=true and the demo passwords in `env`, the demo content too.
 */
export function migrateDatabase(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(process.execPath, ['scripts/migrate.mjs'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef',
        // Schema only, unless the caller asks for the demo content.
        SEED_DEMO_CONTENT: 'false',
        ...env,
      },
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run migrate failed (${code}):\n${output}`)),
    )
  })
}

/**
 * A new PostgreSQL database holding the demo content (`stations` demo stations), dropped afterwards,
 * with the demo accounts' passwords it was seeded with (for the servers' env): a copy of a template
 * seeded once per run and kind, recorded in `dir` (the e2e setup's, which drops the templates at the
 * end: `dropPostgresTemplates`). Files that use it run one at a time, as a copy needs its template
 * unused.
 */
export async function seededPostgresDatabase(
  dir: string,
  stations: string,
): Promise<TestDatabase & { passwords: Record<string, string> }> {
  const record = path.join(dir, `postgres-${stations}.json`)
  let template: { url: string; passwords: Record<string, string> }
  if (existsSync(record)) {
    template = JSON.parse(readFileSync(record, 'utf8')) as typeof template
  } else {
    const made = await createPostgresDatabase('voltra_seeded')
    const passwords = newDemoPasswordEnv()
    await migrateDatabase(made.url, {
      SEED_DEMO_CONTENT: 'true',
      SEED_STATIONS: stations,
      ...passwords,
    })
    template = { url: made.url, passwords }
    writeFileSync(record, JSON.stringify(template))
  }
  return {
    ...(await createPostgresDatabase('voltra_test', template.url)),
    passwords: template.passwords,
  }
}

/** Drops the templates `seededPostgresDatabase` recorded in `dir`. */
export async function dropPostgresTemplates(dir: string): Promise<void> {
  for (const name of readdirSync(dir).filter((n) => /^postgres-.*\.json$/.test(n))) {
    const { url } = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { url: string }
    await dropPostgresDatabase(url)
  }
}
