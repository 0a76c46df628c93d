import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, describe, expect, it } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../testing'

import { pageCopiesLayer } from './page-copies'

let generation: unknown = 1
const cache = pageCopiesLayer({ maxBytes: 64 * 1024, generation: () => generation })
let rendered = 0
let respond: (req: IncomingMessage, res: ServerResponse) => void
const shared = (res: ServerResponse, body = `<p>render ${rendered}</p>`) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('x-nextjs-cache', 'MISS')
  res.end(body)
}

const server = layersInFront(
  () => [cache.layer],
  (req, res) => {
    rendered++
    respond(req, res)
  },
)
const base = serveForSuite(server)
beforeEach(() => {
  generation = Math.random()
  respond = (_req, res) => shared(res)
})

/** The body and whether the handler behind the cache ran for it. */
async function get(path: string, headers: Record<string, string> = {}) {
  const before = rendered
  const response = await fetch(base() + path, { headers })
  const text = await response.text()
  // The copy is kept once the generation has been re-read after the response: give it that turn.
  await new Promise((resolve) => setTimeout(resolve, 5))
  return { text, fresh: rendered > before, response }
}

describe('pages answered from memory in front of Next', () => {
  it('answers a shared page from memory the second time, as a cache hit with the same body and headers', async () => {
    const first = await get('/en/a')
    const second = await get('/en/a')
    expect(first.fresh).toBe(true)
    expect(second.fresh).toBe(false)
    expect(second.text).toBe(first.text)
    expect(second.response.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(first.response.headers.get('age')).toBeNull()
    expect(second.response.headers.get('age')).toBe('0')
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.response.headers.get('content-length')).toBe(
      String(Buffer.byteLength(first.text)),
    )
  })

  it('asks again once the content generation moves on (an edit anywhere)', async () => {
    await get('/en/b')
    generation = 'after an edit'
    expect((await get('/en/b')).fresh).toBe(true)
    expect((await get('/en/b')).fresh).toBe(false)
  })

  it('does not keep a page rendered while the generation moved on (it may predate the edit)', async () => {
    respond = (_req, res) => {
      generation = 'edit landed during the render'
      shared(res)
    }
    await get('/en/c')
    respond = (_req, res) => shared(res)
    expect((await get('/en/c')).fresh).toBe(true)
  })

  it('never answers from memory while the generation is unknown (no cache handler yet, Redis unreachable)', async () => {
    generation = null
    await get('/en/d')
    expect((await get('/en/d')).fresh).toBe(true)
  })

  it('passes through requests whose answer is not the shared page: queries, router requests, session cookies, other methods', async () => {
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
    const before = rendered
    await fetch(`${base()}/en/e`, { method: 'HEAD' })
    expect(rendered).toBe(before + 1)
  })

  it('keeps only what Next called shareable: 200 HTML with s-maxage, no cookie, not stale', async () => {
    const answers: Record<string, (res: ServerResponse) => void> = {
      '/en/private': (res) => {
        res.setHeader('content-type', 'text/html')
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        res.end('dynamic')
      },
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
        res.setHeader('content-type', 'text/html')
        res.setHeader('cache-control', 's-maxage=60')
        res.end('stale')
      },
      '/en/json': (res) => {
        res.setHeader('content-type', 'application/json')
        res.setHeader('cache-control', 's-maxage=60')
        res.end('{}')
      },
    }
    respond = (req, res) => answers[req.url!]!(res)
    for (const path of Object.keys(answers)) {
      await get(path)
      expect((await get(path)).fresh, path).toBe(true)
    }
  })

  it('never keeps an answer cut short (a render failing mid-stream destroys the connection)', async () => {
    respond = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', 's-maxage=60')
      res.write('<p>half a page')
      res.destroy()
    }
    await expect(fetch(`${base()}/en/cut`).then((response) => response.text())).rejects.toThrow()
    respond = (_req, res) => shared(res)
    expect((await get('/en/cut')).fresh).toBe(true)
  })

  it('keeps a copy no longer than its s-maxage', async () => {
    respond = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', 's-maxage=0')
      res.end('expires at once')
    }
    await get('/en/f')
    expect((await get('/en/f')).fresh).toBe(true)
  })

  it('stays within its byte budget, dropping the least recently used copies first', async () => {
    const page = 'x'.repeat(6 * 1024)
    respond = (_req, res) => shared(res, page)
    for (let i = 0; i < 20; i++) await get(`/en/many/${i}`)
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024)
    expect((await get('/en/many/19')).fresh).toBe(false)
    expect((await get('/en/many/0')).fresh).toBe(true)
  })

  it('answers a query the page does not render from the copy of the page, and sends others on', async () => {
    // The embeddable map reads its filters in the browser; campaign parameters change nothing.
    await get('/en/map/embed')
    expect((await get('/en/map/embed?operator=UA-VLT')).fresh).toBe(false)
    await get('/en/contact')
    expect((await get('/en/contact?utm_source=mail')).fresh).toBe(false)
    // News filters render on request (the proxy sends them to the twin): never a copy.
    await get('/en/news')
    expect((await get('/en/news?page=2')).fresh).toBe(true)
    // The home page's draft preview neither.
    await get('/en')
    expect((await get('/en?token=x')).fresh).toBe(true)
    expect((await get('/en?utm_source=x')).fresh).toBe(false)
  })
})
