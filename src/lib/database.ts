import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

/** The SQLite file used when DATABASE_URL is not set (relative to the project root). */
export const defaultSqliteUrl = 'file:./data/site.db'

export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url))
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URL is a postgres:// URL. Schema changes always go
 * through the checked-in migrations of the matching adapter (`npm run migrate:create`), never push.
 */
export function databaseAdapter(srcDir: string, url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
      migrationDir: path.resolve(srcDir, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: url || defaultSqliteUrl },
    // A second process on the same file (a migration, a script) waits for the lock instead of failing.
    busyTimeout: 10_000,
    migrationDir: path.resolve(srcDir, 'migrations/sqlite'),
    push: false,
  })
}

/** Any 64-bit number the site uses only for this: the key of the migration lock. */
const migrationLockKey = 7_404_925_107_102_026n

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock, so instances starting together migrate one
 * after the other (the second then finds nothing to do) instead of racing on CREATE TYPE/TABLE. The
 * lock belongs to one pooled connection held for the duration and ends with it, also if the process
 * dies. SQLite needs none: a file is written by one connection at a time and others wait (busyTimeout).
 */
export async function withMigrationLock<T>(payload: Payload, migrate: () => Promise<T>): Promise<T> {
  const pool = (payload.db as { pool?: { connect: () => Promise<LockClient> } }).pool
  if (!pool || payload.db.name !== 'postgres') return migrate()
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
type LockClient = { query: (sql: string, params: unknown[]) => Promise<unknown>; release: () => void }
