import { describe, expect, it } from 'vitest'

import { migrationsFor } from '@/migrations'
import { demoAccounts, seedDemoContent } from '@/seed'

import { testPayload } from '../../tests/support/payload'

import { prepareDatabase } from './prepare-database'

const preparation = {
  migrations: migrationsFor(),
  demo: { seed: seedDemoContent, accounts: demoAccounts },
}

describe('preparing the database at boot', () => {
  it('creates no users unless demo content is asked for, so the back office asks for the first one', async () => {
    const payload = await testPayload()
    await prepareDatabase(payload, preparation, { AUTO_MIGRATE: 'true' })
    await prepareDatabase(payload, preparation, {
      AUTO_MIGRATE: 'true',
      SEED_DEMO_CONTENT: 'false',
    })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })
})
