import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { signRevalidation } from '@/lib/cache'

import { seededPostgresDatabase, type TestDatabase } from '../../support/databases'
import { e2ePayloadSecret } from '../../support/e2e-env'
import { startServers, type AppServer } from '../../support/servers'
import { baseURL } from '../browser'
import { get, pageMemoryAnswers } from '../http'
import { firstPost, login, retitle } from '../post-edits'

/**
 * Cached pages follow changes made elsewhere: by another process (a signed notice), by the
 * scheduler at a post's time, and through another instance sharing PostgreSQL and Redis.
 */
describe('changes made by another process', () => {
  it('reach cached pages through a signed notice to the server; unsigned notices are refused', async () => {
    const post = await firstPost(baseURL())
    await get('/en/news')
    const before = await pageMemoryAnswers()
    await get('/en/news')
    expect(await pageMemoryAnswers()).toBe(before + 1)
    // What a command-line import does: write to the database without this server noticing…
    const title = `Imported ${Date.now()}`
    const db = createClient({ url: inject('databaseUrl') })
    await db.execute({
      sql: "update posts_locales set title = ? where _parent_id = ? and _locale = 'en'",
      args: [title, post.id],
    })
    db.close()
    expect(await (await get('/en/news')).text()).not.toContain(title)
    // …then tell it, as src/lib/cache does from a process without a shared cache.
    const notice = (body: string, signature: string) =>
      fetch(new URL('/api/v1/revalidate', baseURL()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
      })
    const body = JSON.stringify({ tags: ['content:posts'], at: Date.now() })
    expect((await notice(body, 'forged')).status).toBe(401)
    expect(await (await get('/en/news')).text()).not.toContain(title)
    expect((await notice(body, signRevalidation(body, e2ePayloadSecret))).status).toBe(200)
    expect(await (await get('/en/news')).text()).toContain(title)
  })
})

describe('scheduled publishing', () => {
  it('puts a scheduled post on the cached news list at its time, with no request in between', async () => {
    const title = `Scheduled ${Date.now()}`
    const created = await fetch(new URL('/api/posts?draft=true&locale=en', baseURL()), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Authorization: `JWT ${await login(baseURL())}`,
      },
      // A post is listed in a language once it has a title and a body there.
      body: JSON.stringify({
        title,
        excerpt: 'Published by the scheduler.',
        content: lexicalFromBlocks(['Published by the scheduler.']),
        url: `scheduled-${Date.now()}`,
        _status: 'draft',
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    await get('/en/news')
    expect(await (await get('/en/news')).text()).not.toContain(title)
    // What the back office's "Schedule publish" stores: a job for the scheduler, due in two
    // seconds.
    const db = createClient({ url: inject('databaseUrl') })
    const input = JSON.stringify({
      type: 'publish',
      doc: { relationTo: 'posts', value: String(doc.id) },
    })
    await db.execute({
      sql: "insert into payload_jobs (input, task_slug, queue, wait_until, processing, total_tried, has_error) values (?, 'schedulePublish', 'default', ?, 0, 0, 0)",
      args: [input, new Date(Date.now() + 2_000).toISOString()],
    })
    // Watch the database only: the site gets no request until the post is published.
    const deadline = Date.now() + 45_000
    let status = 'draft'
    while (status !== 'published' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      // The server writes to the same file; a read that meets its write lock simply tries again.
      const row = await db
        .execute({ sql: 'select _status from posts where id = ?', args: [doc.id] })
        .catch((error: Error) => {
          if (/locked|busy/i.test(error.message)) return null
          throw error
        })
      if (row) status = String(row.rows[0]?._status)
    }
    db.close()
    expect(status).toBe('published')
    expect(await (await get('/en/news')).text()).toContain(title)
  }, 60_000)
})

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
