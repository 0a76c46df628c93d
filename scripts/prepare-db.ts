/**
 * Migrates the configured database and seeds demo content when it is empty.
 * Run through Payload (it loads .env and the config): `npx payload run scripts/prepare-db.ts`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrationsFor } from '@/migrations'

import { demoEditor, seedDemoContent } from '@/seed'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsFor() })
const seeded = await seedDemoContent(payload)
payload.logger.info(seeded ? `Seeded demo content (editor ${demoEditor.email}).` : 'Database already has content; seed skipped.')
process.exit(0)
