import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seededPostgresDatabase, type TestDatabase } from '../../support/databases'
import { e2ePayloadSecret } from '../../support/e2e-env'
import { startServers, type AppServer } from '../../support/servers'
import { pageMemoryAnswers } from '../http'
import { firstPost, retitle } from '../post-edits'

/**
 * Cached pages follow an edit made through another instance sharing PostgreSQL and Redis. (Changes
 * by another process and by the scheduler: page-cache-elsewhere.test.ts.)
 */
describe('two instances on PostgreSQL and Redis', () => {
  let database: TestDatabase & { passwords: Record<string, string> }
  let one: AppServer
  let two: AppServer

  beforeAll(async () => {
    // The demo content already in it (seeded once per run): both instances just boot.
    database = await seededPostgresDatabase(inject('postgresTemplates'), '50')
    const env = {
      ...database.passwords,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: e2ePayloadSecret,
      REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      PAGE_CACHE_PREFIX: `test:pages:${Date.now()}:`,
      PAYMENTS_PROVIDER: 'test',
      SEED_STATIONS: '50',
    }
    ;[one, two] = (await startServers([env, { ...env, SEED_DEMO_CONTENT: 'false' }])) as [
      AppServer,
      AppServer,
    ]
  }, 400_000)

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()])
    await database?.drop()
  })

  it('serve an edit made through one instance from the other on the next request', async () => {
    const post = await firstPost(one.baseURL)
    const list = `/en/news/${post.url}`
    for (const server of [one, two]) {
      // The page must settle into a cache hit within a few requests: it must end up answered from
      // the instance's page memory, which the edit on the other instance has to retire.
      let fromMemory = false
      for (let attempt = 0; attempt < 10 && !fromMemory; attempt++) {
        const before = await pageMemoryAnswers(server.baseURL)
        await (await fetch(new URL(list, server.baseURL))).arrayBuffer()
        fromMemory = (await pageMemoryAnswers(server.baseURL)) > before
        if (!fromMemory) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(fromMemory).toBe(true)
    }
    const title = `Shared edit ${Date.now()}`
    await retitle(one.baseURL, post.id, title, {
      email: 'editor@example.com',
      password: database.passwords.DEMO_EDITOR_PASSWORD!,
    })
    expect(await (await fetch(new URL(list, two.baseURL))).text()).toContain(title)
  }, 60_000)
})
