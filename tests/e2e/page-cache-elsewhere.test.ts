import { createClient } from '@libsql/client'
import { describe, expect, inject, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { signRevalidation } from '@/lib/cache'

import { e2ePayloadSecret } from '../support/e2e-env'
import { baseURL } from './browser'
import { get, pageMemoryAnswers } from './http'
import { firstPost, login } from './post-edits'

/**
 * Cached pages follow changes this server did not make itself: a write by another process (told by
 * a signed notice), and a post the scheduler publishes at its time. (Through another instance
 * sharing PostgreSQL and Redis: instances/page-cache-changes.test.ts.)
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
