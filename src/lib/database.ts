import { mkdirSync } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { postgresPool } from './sql'

/** The SQLite file used when DATABASE_URL is not set (relative to the project root). */
const defaultSqliteUrl = 'file:./data/site.db'

export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url))
}

/**
 * The path of a local SQLite database (`file:…` or a bare path), none for `:memory:` or a remote
 * URL.
 */
export function sqliteFile(url: string): string | undefined {
  if (!url.startsWith('file:') && /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return undefined
  const file = url.replace(/^file:(\/\/(?=\/))?/, '').replace(/\?.*$/, '')
  return file && file !== ':memory:' ? file : undefined
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URL is a postgres:// URL. Schema changes always go
 * through the checked-in migrations of the matching adapter (`npm run migrate:create`), never push.
 */
export function databaseAdapter(
  srcDir: string,
  url = process.env.DATABASE_URL,
): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      // A database that does not answer fails a request after 5 s instead of holding it forever.
      pool: {
        connectionString: url,
        max: Number(process.env.DATABASE_POOL_MAX ?? 20),
        connectionTimeoutMillis: 5_000,
      },
      migrationDir: path.resolve(srcDir, 'migrations/postgres'),
      push: false,
    })
  }
  const sqliteUrl = url || defaultSqliteUrl
  // SQLite creates its file but not the folder it is in: on a fresh clone `data/` does not exist
  // until something makes it, and every entry point (the server, `npm run migrate`, `npm run ocpi`)
  // opens the database through here.
  const file = sqliteFile(sqliteUrl)
  // `turbopackIgnore` here and below: the database's path is chosen at run time; without it the
  // build traces the whole project into its output as a possible target.
  if (file)
    mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ file)), { recursive: true })
  return sqliteAdapter({
    client: { url: sqliteUrl },
    // A second process on the same file (a migration, a script) waits for the lock instead of
    // failing.
    busyTimeout: 10_000,
    // Write-ahead log: readers no longer wait for a writer and a commit appends instead of
    // rewriting pages (several times the submissions per second). Commits stay durable (synchronous
    // FULL).
    wal: { synchronous: 'FULL' },
    migrationDir: path.resolve(srcDir, 'migrations/sqlite'),
    push: false,
  })
}

/** Any 64-bit number the site uses only for this: the key of the PostgreSQL migration lock. */
const migrationLockKey = 7_404_925_107_102_026n

/**
 * Runs `migrate` holding a lock that every instance of the site on the same database takes first,
 * so instances starting together migrate one after the other (the later ones then find nothing to
 * do) instead of racing on CREATE TYPE/TABLE.
 * - PostgreSQL: an advisory lock on one pooled connection, held for the duration; it also ends when
 *   the process dies (the server drops the connection).
 * - SQLite: a lock directory beside the database file (mkdir is atomic), holding the owner's pid so
 *   a lock left by a dead process is taken over. Other writers on the file wait (busyTimeout).
 */
export async function withMigrationLock<T>(
  payload: Payload,
  migrate: () => Promise<T>,
  url = process.env.DATABASE_URL,
): Promise<T> {
  const pool = postgresPool(payload)
  if (pool) {
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()])
      try {
        return await migrate()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()])
      }
    } finally {
      client.release()
    }
  }
  const file = sqliteFile(url || defaultSqliteUrl)
  if (!file) return migrate()
  const lock = `${path.resolve(/* turbopackIgnore: true */ file)}.migrate-lock`
  await acquireLockDir(lock)
  try {
    return await migrate()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

async function acquireLockDir(lock: string): Promise<void> {
  await mkdir(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      await mkdir(lock)
      await writeFile(path.join(lock, 'pid'), String(process.pid))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''))
    // Without a pid for long, its owner died between creating the lock and naming itself.
    const orphan =
      !owner && Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? Date.now()) > 30_000
    if (orphan || (owner && owner !== process.pid && !processAlive(owner)))
      await rm(lock, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
