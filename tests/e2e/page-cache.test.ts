import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { createClient } from '@libsql/client'
import { parse } from 'node-html-parser'
import { describe, expect, inject, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/seed/lexical'
import { signRevalidation } from '@/lib/cache'

import { newDemoPasswordEnv } from '../../scripts/lib/demo-accounts.mjs'
import { startProductionServer } from '../../scripts/lib/serve.mjs'
import { createPostgresDatabase } from '../support/databases'
import { demoUser, e2ePayloadSecret } from '../support/e2e-env'
import { baseURL, browserForSuite } from './browser'
import { get } from './http'

const { newPage } = browserForSuite()

// The placeholder nonce cached pages are rendered with (scripts/server.mjs): never sent to a
// browser.
const marker = createHmac('sha256', e2ePayloadSecret)
  .update(`csp-nonce-marker:${readFileSync('.next/BUILD_ID', 'utf8').trim()}`)
  .digest('hex')
  .slice(0, 32)

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

type Credentials = { email: string; password: string }

async function login(base: string, editor: Credentials = demoUser('editor')): Promise<string> {
  const response = await fetch(new URL('/api/users/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  return ((await response.json()) as { token: string }).token
}

async function firstPost(base: string): Promise<{ id: number; url: string }> {
  const response = await fetch(new URL('/api/v1/posts?locale=en&limit=1', base))
  const [post] = ((await response.json()) as { content: { id: number; url: string }[] }).content
  if (!post) throw new Error('The demo content has no published post')
  return post
}

async function retitle(base: string, id: number, title: string, editor?: Credentials) {
  const response = await fetch(new URL(`/api/posts/${id}?locale=en`, base), {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      Authorization: `JWT ${await login(base, editor)}`,
    },
    body: JSON.stringify({ title }),
  })
  expect(response.status).toBe(200)
}

describe('page cache over HTTP', () => {
  const cacheable = [
    '/en',
    '/en/business',
    '/en/news',
    '/en/shop',
    '/en/shop/chargers',
    '/en/map',
    '/ua/privacy-policy',
    '/pt/shop/cart',
    '/my/readme-oss',
  ]

  it('serves cacheable pages from the cache, each response with its own nonce on every inline script', async () => {
    for (const path of cacheable) {
      await get(path)
      const [first, second] = [await get(path), await get(path)]
      expect(second.headers.get('x-nextjs-cache'), path).toBe('HIT')
      const nonces = [nonceOf(first), nonceOf(second)]
      expect(nonces[0], path).toMatch(/^[0-9a-f]{32}$/)
      expect(nonces[0], path).not.toBe(nonces[1])
      for (const [index, response] of [first, second].entries()) {
        const html = await response.text()
        expect(html).not.toContain(marker)
        const scripts = parse(html).querySelectorAll(
          'script:not([src]):not([type="application/ld+json"])',
        )
        expect(scripts.length, path).toBeGreaterThan(0)
        for (const script of scripts) expect(script.getAttribute('nonce'), path).toBe(nonces[index])
        // A browser must not keep the copy: its nonce is spent.
        expect(response.headers.get('cache-control')).toBe('private, no-cache')
        expect(response.headers.get('etag')).toBeNull()
      }
    }
  })

  it('gives client-side navigation and prefetch answers the same headers, without the placeholder', async () => {
    for (const headers of [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }] as Record<
      string,
      string
    >[]) {
      // Next answers an RSC request without its `_rsc` cache-buster with a redirect to one that has
      // it.
      const response = await fetch(new URL('/en/business', baseURL()), { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/x-component')
      expect(nonceOf(response)).toMatch(/^[0-9a-f]{32}$/)
      expect(await response.text()).not.toContain(marker)
    }
  })

  it('renders Open Graph images once and serves them from the cache', async () => {
    const first = await get('/og/pt-news.png')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    const second = await get('/og/pt-news.png')
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(
      Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer())),
    ).toBe(true)
  })

  it('asks no client hints of public pages (a first visit would retry its request), only of the back office', async () => {
    const page = await get('/en/business')
    expect(page.headers.get('critical-ch')).toBeNull()
    expect(page.headers.get('accept-ch')).toBeNull()
    expect((await get('/admin/login')).headers.get('accept-ch')).toContain(
      'Sec-CH-Prefers-Color-Scheme',
    )
  })

  it('ignores a nonce a client sends and renders query-dependent pages on request', async () => {
    const response = await get('/en/business', {
      'x-csp-nonce': 'attacker-chosen-nonce-00000000000',
    })
    expect(await response.text()).not.toContain('attacker-chosen')
    await get('/en/news?page=2')
    const filtered = await get('/en/news?page=2')
    expect(filtered.status).toBe(200)
    expect(filtered.headers.get('x-nextjs-cache')).toBeNull()
    expect(await filtered.text()).toContain('aria-current="page"')
  })

  it('shows an edit made through the back office API on the very next request of every page that shows it', async () => {
    const post = await firstPost(baseURL())
    const paths = ['/en', '/en/news', `/en/news/${post.url}`]
    // Twice: the second answer comes from the server's copy in memory
    // (src/server/layers/page-copies.ts).
    for (const path of paths) await get(path)
    for (const path of paths) expect((await get(path)).headers.get('age'), path).not.toBeNull()
    const title = `Edited ${Date.now()}`
    await retitle(baseURL(), post.id, title)
    for (const path of paths) expect(await (await get(path)).text(), path).toContain(title)
  })

  it('keeps a title containing </script> inside the structured data of the article', async () => {
    const post = await firstPost(baseURL())
    const hostile = `Review </script><script id="injected">1</script> ${Date.now()}`
    await retitle(baseURL(), post.id, hostile)
    const html = parse(await (await get(`/en/news/${post.url}`)).text())
    expect(html.querySelector('#injected')).toBeNull()
    const data = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.stringify(JSON.parse(script.textContent)))
    expect(data.some((json) => json.includes('</script><script id=\\"injected\\">'))).toBe(true)
  })
})

describe('changes made by another process', () => {
  it('reach cached pages through a signed notice to the server; unsigned notices are refused', async () => {
    const post = await firstPost(baseURL())
    await get('/en/news')
    expect((await get('/en/news')).headers.get('x-nextjs-cache')).toBe('HIT')
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

describe('page cache in Chromium', () => {
  it('reports no CSP violation on cached pages, after client-side navigation and after a locale switch', async () => {
    const page = await newPage({ consent: true })
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations =
        [])
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const console: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(message.text())
    })
    await get('/en/business')
    await page.goto('/en/business')
    await page.goto('/en')
    await page.locator('header nav').getByRole('link').filter({ hasText: /news/i }).first().click()
    await page.waitForURL('**/en/news')
    await page.locator('details.language-switcher summary').click()
    await page.locator('details.language-switcher').getByRole('link', { name: 'PT' }).click()
    await page.waitForURL('**/pt/news')
    await page.reload()
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )
    expect(violations).toEqual([])
    expect(console).toEqual([])
  })
})

describe('an address other than SITE_URL', () => {
  it('shows uploaded pictures (shop slides, products) with no CSP violation: media URLs are root-relative', async () => {
    // The test server's SITE_URL names 127.0.0.1; the same server reached as localhost must work
    // alike.
    const other = baseURL().replace('127.0.0.1', 'localhost')
    const page = await newPage({ consent: true, baseURL: other })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const path of ['/en/shop', '/en/shop/chargers']) {
      await page.goto(`${other}${path}`)
      const images = page.locator('main img')
      expect(await images.count(), path).toBeGreaterThan(0)
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img:not([loading="lazy"])')].every(
          (img) => img.complete,
        ),
      )
      const broken = await page.$$eval('main img', (list) =>
        (list as HTMLImageElement[])
          .filter((img) => img.naturalWidth === 0 && img.getAttribute('loading') !== 'lazy')
          .map((img) => img.currentSrc),
      )
      expect(broken, path).toEqual([])
      const sources = await page.$$eval('main img', (list) =>
        list.map((img) => img.getAttribute('src') ?? ''),
      )
      for (const src of sources) expect(src, path).not.toMatch(/^https?:/)
    }
    expect(violations).toEqual([])
  })
})

describe('two instances on PostgreSQL and Redis', () => {
  it('serve an edit made through one instance from the other on the next request', async () => {
    const database = await createPostgresDatabase()
    const passwords = newDemoPasswordEnv()
    const env = {
      ...passwords,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: e2ePayloadSecret,
      REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      PAGE_CACHE_PREFIX: `test:pages:${Date.now()}:`,
      PAYMENTS_PROVIDER: 'test',
      SEED_STATIONS: '50',
    }
    // One after the other: the first migrates and seeds the empty database.
    const one = await startProductionServer({ env })
    const two = await startProductionServer({ env: { ...env, SEED_DEMO_CONTENT: 'false' } })
    try {
      const post = await firstPost(one.baseURL)
      const list = `/en/news/${post.url}`
      for (const server of [one, two]) {
        // The first instance may still be writing demo content (and so invalidating pages) just
        // after it answers; the page must settle into a cache hit within a few requests. It must
        // end up answered from the instance's copy in memory (an `age` header), the copy the edit
        // on the other instance has to retire.
        let age: string | null = null
        for (let attempt = 0; attempt < 10 && age === null; attempt++) {
          age = (await fetch(new URL(list, server.baseURL))).headers.get('age')
          if (age === null) await new Promise((resolve) => setTimeout(resolve, 500))
        }
        expect(age).not.toBeNull()
      }
      const title = `Shared edit ${Date.now()}`
      await retitle(one.baseURL, post.id, title, {
        email: 'editor@example.com',
        password: passwords.DEMO_EDITOR_PASSWORD!,
      })
      expect(await (await fetch(new URL(list, two.baseURL))).text()).toContain(title)
    } finally {
      await Promise.all([one.stop(), two.stop()])
      await database.drop()
    }
  }, 240_000)
})
