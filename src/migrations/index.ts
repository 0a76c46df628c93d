import type { Migration } from 'payload'

import { isPostgresUrl } from '@/lib/database'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/**
 * The checked-in migrations of the configured database. Passed to `payload.db.migrate` explicitly so
 * they run the same way from scripts, tests and the server (no runtime import of .ts files).
 */
export function migrationsFor(url = process.env.DATABASE_URL): Migration[] {
  // Payload types a migration's argument as `unknown`; each adapter's generated files type it exactly.
  return (isPostgresUrl(url) ? postgres : sqlite) as unknown as Migration[]
}
