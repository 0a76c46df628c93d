import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

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
    migrationDir: path.resolve(srcDir, 'migrations/sqlite'),
    push: false,
  })
}
