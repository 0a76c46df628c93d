import type { Migration, Payload } from 'payload'

import { withMigrationLock } from '@/lib/database'

/**
 * What the database is brought to, handed in by whoever starts the server (src/instrumentation.ts
 * passes the checked-in migrations of src/migrations and the demo content of src/seed).
 */
type Preparation = {
  migrations: Migration[]
  demo: { seed: (payload: Payload) => Promise<boolean>; accounts: readonly { email: string }[] }
}

/**
 * Brings the configured database up to date when the server starts (src/instrumentation.ts): runs
 * the checked-in migrations (unless AUTO_MIGRATE=false; one instance at a time) and, with
 * SEED_DEMO_CONTENT=true (set by `npm start` and the tests), seeds demo content into an empty
 * database. Nothing else creates users: without demo content an empty database gets its first user
 * from the back office's create-first-user screen.
 */
export async function prepareDatabase(
  payload: Payload,
  { migrations, demo }: Preparation,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (env.AUTO_MIGRATE !== 'false')
    await withMigrationLock(payload, () => payload.db.migrate({ migrations }))
  if (env.SEED_DEMO_CONTENT === 'true' && (await demo.seed(payload))) {
    payload.logger.info(
      `Seeded demo content (demo accounts ${demo.accounts.map((a) => a.email).join(', ')}; passwords from DEMO_*_PASSWORD).`,
    )
  }
}
