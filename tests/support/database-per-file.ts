/**
 * Gives each integration test file a fresh, migrated database of the project's kind
 * (TEST_DATABASE=sqlite|postgres) before the file imports the Payload config: a copy of the
 * template the run migrated once (tests/support/database-template.ts).
 */
import { afterAll, inject } from 'vitest'

import { newDemoPasswordEnv } from '../../scripts/lib/demo-accounts.mjs'

import { copySqliteDatabase, createPostgresDatabase } from './databases'

const template = inject('databaseTemplate')
const database =
  process.env.TEST_DATABASE === 'postgres'
    ? await createPostgresDatabase('evsite_test', template)
    : await copySqliteDatabase(template)
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
