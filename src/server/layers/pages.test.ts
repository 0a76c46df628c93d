import { createHash, randomBytes } from 'node:crypto'
import { request, type IncomingMessage, type ServerResponse } from 'node:http'

import { beforeEach, describe, expect, it } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { sharedPagePolicy } from '../pages/policy'
import { layersInFront } from '../testing'

import { pagesLayer } from './pages'

let generation: unknown = 1
const pages = pagesLayer({ maxBytes: 64 * 1024, generation: () => generation })
let rendered = 0
let respond: (req: IncomingMessage, res: ServerResponse) => void
const flight = 'self.__next_f.push([1,"a:\\"</b>\\"\\n"])'
const sha = (text: string) => createHash('sha256').update(text).digest('base64')
/** A page as Next answers one from its page cache. */
const shared = (res: ServerResponse, body = `<p>page</p><script>${flight}</script>`) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('content-security-policy', "default-src 'self'; script-src 'self'; img-src 'self'")
  res.setHeader('vary', 'rsc, next-router-state-tree')
  res.setHeader('x-nextjs-cache', 'MISS')
  res.end(body)
}

const server = layersInFront(
  () => [pages.layer],
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

/** The body and whether the handler behind the layer ran for it. */
async function get(path: string, headers: Record<string, string> = {}) {
  const before = rendered
  const response = await fetch(base() + path, { headers })
  const text = await response.text()
  return { text, fresh: rendered > before, response }
}

/** The raw answer, undecoded, with the encodings a client asks for. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
    (resolve, reject) => {
      request(base() + path, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

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
    generation = 'another generation: not from memory'
    const again = await raw('/en/y', { 'if-none-match': first.headers.etag! })
    expect(again.status).toBe(304)
  })

  it('asks Next again once the content generation moves on (an edit anywhere)', async () => {
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

  it('answers nothing from memory while the generation is unknown, yet still as a shared page', async () => {
    generation = null
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

  it('answers the last good copy when Next fails on a page it had kept (database or Redis away), and the error otherwise', async () => {
    const good = await get('/en/outage')
    // Redis away: the generation is unknown; the database too: Next's render fails.
    generation = null
    respond = (_req, res) => {
      res.statusCode = 500
      res.setHeader('content-type', 'application/json')
      res.end('{"error":{"code":"internal_error"}}')
    }
    const during = await get('/en/outage')
    expect([during.fresh, during.response.status, during.text]).toEqual([true, 200, good.text])
    expect(during.response.headers.get('cache-control')).toBe(sharedPagePolicy)
    expect((await get('/en/never-kept')).response.status).toBe(500)
    // Back: Next's page again, and kept as before.
    generation = 'after the outage'
    respond = (_req, res) => shared(res, '<p>new</p>')
    expect((await get('/en/outage')).text).toBe('<p>new</p>')
    expect((await get('/en/outage')).fresh).toBe(false)
  })

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
    respond = (req, res) => answers[req.url!]!(res)
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

  it('gives a page rendered for one visitor its scripts’ hashes too, and keeps it private', async () => {
    respond = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('content-security-policy', "script-src 'self'")
      res.end(`<script>${flight}</script><script>alert(1)</script>`)
    }
    const { response } = await get('/en/query/news')
    expect(response.headers.get('content-security-policy')).toBe(
      `script-src 'self' 'sha256-${sha(flight)}'`,
    )
  })

  it('lets a page rendered for one request, with its own nonce, stream through untouched and private', async () => {
    let afterFirstChunk: string | undefined
    respond = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('content-security-policy', "script-src 'self' 'nonce-abc' 'strict-dynamic'")
      res.write('<p>first part</p>')
      // Sent before the rest is rendered: nothing holds it back.
      afterFirstChunk = String(res.headersSent)
      res.end('<script nonce="abc">1</script>')
    }
    const { response, text } = await get('/en/query/news')
    expect(afterFirstChunk).toBe('true')
    expect(text).toBe('<p>first part</p><script nonce="abc">1</script>')
    expect(response.headers.get('content-security-policy')).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic'",
    )
    expect(response.headers.get('cache-control')).toMatch(/^private/)
  })

  it('sends a redirect’s Location once, though Next repeats it', async () => {
    respond = (_req, res) => {
      res.setHeader('location', ['/en/news', '/en/news'])
      res.statusCode = 307
      res.end()
    }
    const response = await fetch(`${base()}/en/news/unknown`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/en/news')
  })

  it('gives the navigation payload of a shared page the shared policy, so no cache keeps it longer than the page', async () => {
    respond = (_req, res) => {
      res.setHeader('content-type', 'text/x-component')
      res.setHeader('cache-control', 's-maxage=31536000, stale-while-revalidate')
      res.end('0:{}')
    }
    const { response, text } = await get('/en/g', { rsc: '1' })
    expect(text).toBe('0:{}')
    expect(response.headers.get('cache-control')).toBe(sharedPagePolicy)
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

  it('keeps a page no longer than Next’s s-maxage', async () => {
    respond = (_req, res) => {
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
    respond = (_req, res) => shared(res, page())
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
