/**
 * Gives each integration test file a fresh, migrated database of the project's kind
 * (TEST_DATABASE=sqlite|postgres) before the file imports the Payload config.
 */
import { afterAll } from 'vitest'

import { newDemoPasswordEnv } from '../../scripts/lib/demo-accounts.mjs'

import { createPostgresDatabase, createSqliteDatabase } from './databases'

const database =
  process.env.TEST_DATABASE === 'postgres' ? await createPostgresDatabase() : createSqliteDatabase()
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET ||= 'test-secret-0123456789abcdef'
process.env.SITE_URL ||= 'http://localhost:3000'
// Fresh demo passwords per file, as `npm start` generates them: tests that log in read them from
// here.
for (const [name, value] of Object.entries(newDemoPasswordEnv())) process.env[name] ||= value
// Payments run on the built-in test provider, chosen explicitly as everywhere (it moves no money).
process.env.PAYMENTS_PROVIDER ||= 'test'

afterAll(async () => {
  const { testPayloadClose } = await import('./payload')
  await testPayloadClose()
  await database.drop()
})
