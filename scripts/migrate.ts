/**
 * Runs the checked-in migrations under the same lock the server takes at boot (withMigrationLock),
 * so a deployment step and a starting server, or two deployment steps, never run migrations at the
 * same time; with SEED_DEMO_CONTENT=true it then seeds demo content into an empty database, as the
 * server would at boot (`npm start` runs it beside the build, so the first boot has nothing left to
 * do). Both through prepareDatabase, the server's own path. Run through `payload run` by
 * scripts/migrate.mjs (`npm run migrate`), which checks the closing line.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { prepareDatabase } from '@/lib/prepare-database'
import { migrationsFor } from '@/migrations'
import { demoAccounts, seedDemoContent } from '@/seed'

const payload = await getPayload({ config })
await prepareDatabase(
  payload,
  { migrations: migrationsFor(), demo: { seed: seedDemoContent, accounts: demoAccounts } },
  // Migrating is what this command is for, whatever AUTO_MIGRATE says about the server's boot.
  { ...process.env, AUTO_MIGRATE: 'true' },
)
// scripts/migrate.mjs looks for this line: `payload run` exits 0 even when a script never finished.
console.log('migrations: up to date')
await payload.destroy()
process.exit(0)
