import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { sharedPagePolicy } from '../pages/policy'

import { flight, pagesInFront, sha, shared } from './pages.testing'

const { pages, next, base, get, raw } = pagesInFront()

describe('shared pages: one answer for every visitor, that any cache may hold', () => {
  it('answers the same bytes and headers to everyone, the CSP allowing its scripts by hash, with a shared policy and a strong validator', async () => {
    const first = await get('/en/a')
    const second = await get('/en/a')
    expect([first.fresh, second.fresh]).toEqual([true, false])
    expect(second.text).toBe(first.text)
    for (const { response } of [first, second]) {
      expect(response.headers.get('cache-control')).toBe(sharedPagePolicy)
      expect(response.headers.get('content-security-policy')).toBe(
        `default-src 'self'; script-src 'self' 'sha256-${sha(flight)}'; img-src 'self'`,
      )
      expect(response.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding')
      expect(response.headers.get('x-nextjs-cache')).toBeNull()
      expect(response.headers.get('age')).toBeNull()
    }
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'))
    expect(first.response.headers.get('etag')).toMatch(/^"[\w-]{27}-gzip"$/)
  })

  it('compresses once as the client asks, each encoding with its own validator, and answers 304 to any of them', async () => {
    await get('/en/z')
    const plain = await raw('/en/z', {})
    const br = await raw('/en/z', { 'accept-encoding': 'gzip, br' })
    const gzip = await raw('/en/z', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    const tags = [plain, br, gzip].map((answer) => answer.headers.etag)
    expect(new Set(tags).size).toBe(3)
    for (const tag of tags) {
      const again = await raw('/en/z', { 'accept-encoding': 'br', 'if-none-match': tag! })
      expect(again.status, tag).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers['cache-control']).toBe(sharedPagePolicy)
    }
    expect((await raw('/en/z', { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('answers 304 to a current validator on the first answer too, before anything was kept', async () => {
    const first = await raw('/en/y', {})
    next.generation = 'another generation: not from memory'
    const again = await raw('/en/y', { 'if-none-match': first.headers.etag! })
    expect(again.status).toBe(304)
  })
})

describe('page memory: a page answered from memory only within its content generation', () => {
  it('asks Next again once the content generation moves on (an edit anywhere)', async () => {
    await get('/en/b')
    next.generation = 'after an edit'
    expect((await get('/en/b')).fresh).toBe(true)
    expect((await get('/en/b')).fresh).toBe(false)
  })

  it('does not keep a page rendered while the generation moved on (it may predate the edit)', async () => {
    next.respond = (_req, res) => {
      next.generation = 'edit landed during the render'
      shared(res)
    }
    await get('/en/c')
    next.respond = (_req, res) => shared(res)
    expect((await get('/en/c')).fresh).toBe(true)
  })

  it('answers nothing from memory while the generation is unknown, yet still as a shared page', async () => {
    next.generation = null
    await get('/en/d')
    const again = await get('/en/d')
    expect(again.fresh).toBe(true)
    expect(again.response.headers.get('cache-control')).toBe(sharedPagePolicy)
    // Compressed for this answer alone, quickly: its validator is weak, and still answers a 304.
    const etag = again.response.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[\w-]{27}-gzip"$/)
    expect((await raw('/en/d', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(
      304,
    )
  })
})

describe('the last good copy: answered when Next fails on a page it had kept', () => {
  it('answers the last good copy when Next fails on a page it had kept (database or Redis away), and the error otherwise', async () => {
    const good = await get('/en/outage')
    // Redis away: the generation is unknown; the database too: Next's render fails.
    next.generation = null
    next.respond = (_req, res) => {
      res.statusCode = 500
      res.setHeader('content-type', 'application/json')
      res.end('{"error":{"code":"internal_error"}}')
    }
    const during = await get('/en/outage')
    expect([during.fresh, during.response.status, during.text]).toEqual([true, 200, good.text])
    expect(during.response.headers.get('cache-control')).toBe(sharedPagePolicy)
    expect((await get('/en/never-kept')).response.status).toBe(500)
    // Back: Next's page again, and kept as before.
    next.generation = 'after the outage'
    next.respond = (_req, res) => shared(res, '<p>new</p>')
    expect((await get('/en/outage')).text).toBe('<p>new</p>')
    expect((await get('/en/outage')).fresh).toBe(false)
  })

  it('answers the stale copy Next last served when its render then fails, though it never served a fresh one here', async () => {
    // An instance whose first reads all came from Next's cache while it renders anew (a loaded
    // host: the other instance's copies were older than their s-maxage), with either policy.
    for (const control of ['s-maxage=60', 'private, no-cache, no-store, max-age=0']) {
      const path = `/en/stale-only-${control.length}`
      next.respond = (_req, res) => {
        res.setHeader('content-type', 'text/html')
        res.setHeader('cache-control', control)
        res.setHeader('x-nextjs-cache', 'STALE')
        res.end('<p>old</p>')
      }
      expect((await get(path)).text).toBe('<p>old</p>')
      // Never answered as current: Next is asked again.
      expect((await get(path)).fresh, control).toBe(true)
      next.respond = (_req, res) => {
        res.statusCode = 500
        res.end('{"error":{"code":"internal_error"}}')
      }
      const during = await get(path)
      expect([during.response.status, during.text], control).toEqual([200, '<p>old</p>'])
    }
  })
})

describe('what page memory keeps and answers', () => {
  it('sends on to Next what may not be the shared page: router requests, session cookies, queries it renders', async () => {
    await get('/en/e')
    expect((await get('/en/e?q=1')).fresh).toBe(true) // not a page the site's list knows
    expect((await get('/en/e', { rsc: '1' })).fresh).toBe(true)
    expect((await get('/en/e', { cookie: '__prerender_bypass=1' })).fresh).toBe(true)
    expect((await get('/en/e', { cookie: 'payload-token=x; NEXT_LOCALE=en' })).fresh).toBe(true)
    expect(
      (await get('/en/e', { cookie: 'NEXT_LOCALE=pt; permissionToUseCookies=true; _ga=GA1' }))
        .fresh,
    ).toBe(false)
    // The cookie notice's choice per purpose is read in the browser only.
    const choice = 'cookieConsent=analytics%3D1%26marketing%3D0'
    expect((await get('/en/e', { cookie: choice })).fresh).toBe(false)
    const head = await fetch(`${base()}/en/e`, { method: 'HEAD' })
    expect(head.headers.get('etag')).not.toBeNull()
  })

  it('keeps only what Next called shareable: 200 HTML with s-maxage, no cookie, not stale', async () => {
    const html = (res: ServerResponse, control: string, body: string) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', control)
      res.end(body)
    }
    const answers: Record<string, (res: ServerResponse) => void> = {
      '/en/private': (res) => html(res, 'private, no-cache, no-store, max-age=0', 'dynamic'),
      '/en/missing': (res) => {
        res.statusCode = 404
        shared(res)
      },
      '/en/cookie': (res) => {
        res.setHeader('set-cookie', 'a=b')
        shared(res)
      },
      '/en/stale': (res) => {
        res.setHeader('x-nextjs-cache', 'STALE')
        html(res, 's-maxage=60', 'stale')
      },
      '/en/json': (res) => {
        res.setHeader('content-type', 'application/json')
        res.setHeader('cache-control', 's-maxage=60')
        res.end('{}')
      },
    }
    next.respond = (req, res) => answers[req.url!]!(res)
    for (const path of Object.keys(answers)) {
      await get(path)
      expect((await get(path)).fresh, path).toBe(true)
    }
    for (const path of ['/en/private', '/en/missing', '/en/cookie']) {
      const { response } = await get(path)
      expect(response.headers.get('cache-control'), path).toMatch(/^private/)
      expect(response.headers.get('etag'), path).toBeNull()
    }
    expect((await get('/en/private')).response.headers.get('cache-control')).toContain('no-store')
  })

  it('keeps a page no longer than Next’s s-maxage', async () => {
    next.respond = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', 's-maxage=0')
      res.end('expires at once')
    }
    await get('/en/f')
    expect((await get('/en/f')).fresh).toBe(true)
  })

  it('stays within its byte budget, dropping the least recently used pages first', async () => {
    // Random text, so that compression cannot make the pages small (about 7 KB with both encodings).
    const page = () => randomBytes(1800).toString('hex')
    next.respond = (_req, res) => shared(res, page())
    for (let i = 0; i < 20; i++) await get(`/en/many/${i}`)
    expect(pages.stats().bytes).toBeLessThanOrEqual(64 * 1024)
    expect((await get('/en/many/19')).fresh).toBe(false)
    expect((await get('/en/many/0')).fresh).toBe(true)
  })

  it('answers a query the page does not render from the page kept, and sends others on', async () => {
    // The embeddable map reads its filters in the browser; campaign parameters change nothing.
    await get('/en/map/embed')
    expect((await get('/en/map/embed?operator=UA-VLT')).fresh).toBe(false)
    await get('/en/contact')
    expect((await get('/en/contact?utm_source=mail')).fresh).toBe(false)
    // News filters render on request (the proxy sends them to the twin): never from memory.
    await get('/en/news')
    expect((await get('/en/news?page=2')).fresh).toBe(true)
    // The home page's draft preview neither.
    await get('/en')
    expect((await get('/en?token=x')).fresh).toBe(true)
    expect((await get('/en?utm_source=x')).fresh).toBe(false)
  })
})
