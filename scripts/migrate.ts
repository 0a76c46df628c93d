/**
 * Runs the checked-in migrations under the same lock the server takes at boot (withMigrationLock),
 * so a deployment step and a starting server, or two deployment steps, never run migrations at the
 * same time. Run through `payload run` by scripts/migrate.mjs (`npm run migrate`), which checks the
 * closing line.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { withMigrationLock } from '@/lib/database'
import { migrationsFor } from '@/migrations'

const payload = await getPayload({ config })
await withMigrationLock(payload, () => payload.db.migrate({ migrations: migrationsFor() }))
// scripts/migrate.mjs looks for this line: `payload run` exits 0 even when a script never finished.
console.log('migrations: up to date')
await payload.destroy()
process.exit(0)
