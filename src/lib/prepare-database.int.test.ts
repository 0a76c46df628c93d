import type { Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'

import { migrationsFor } from '@/migrations'
import { demoAccounts, seedDemoContent } from '@/seed'

import { createPostgresDatabase, createSqliteDatabase } from '../../tests/support/databases'

import { prepareDatabase } from './prepare-database'

const preparation = {
  migrations: migrationsFor(),
  demo: { seed: seedDemoContent, accounts: demoAccounts },
}

/**
 * Two servers booting together on the same empty database both come up: the migration lock makes
 * the second wait for the first and then find nothing left to do. The file's own database comes
 * migrated (tests/support/database-template.ts): this test points the config at an empty one
 * before it is first imported.
 */
const instances: Payload[] = []
const empty =
  process.env.TEST_DATABASE === 'postgres' ? await createPostgresDatabase() : createSqliteDatabase()
process.env.DATABASE_URL = empty.url

afterAll(async () => {
  for (const instance of instances) {
    ;(instance.db as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
      'error',
      () => {},
    )
    await instance.db.destroy?.()
  }
  await empty.drop()
})

it('two instances migrating the same fresh database at once both succeed', async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  const [a, b] = await Promise.all([
    getPayload({ config, key: 'boot-a' }),
    getPayload({ config, key: 'boot-b' }),
  ])
  instances.push(a, b)
  const env = { ...process.env, AUTO_MIGRATE: 'true', SEED_DEMO_CONTENT: 'false' }
  const results = await Promise.allSettled([
    prepareDatabase(a, preparation, env),
    prepareDatabase(b, preparation, env),
  ])
  expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
    'ok',
    'ok',
  ])
  const { totalDocs } = await a.find({ collection: 'payload-migrations', limit: 0 })
  expect(totalDocs).toBe(migrationsFor().length)
  expect((await b.count({ collection: 'contact-messages' })).totalDocs).toBe(0)
})
