import { createHash } from 'node:crypto'

import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'

import { baseURL } from './browser'
import { get, pageMemoryAnswers } from './http'
import { firstPost, retitle } from './post-edits'

/**
 * The page cache over HTTP: shared pages are the same bytes for every visitor, with a CSP that
 * allows each of their inline scripts by hash, a shared cache policy and a validator; navigation
 * and prefetch answers follow the same policy; pages rendered per request keep a nonce of their
 * own; an edit shows on the very next request.
 */

const policyOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  ) as Record<string, string[]>

/** The hash source of each executable inline script of a page, as the browser computes it. */
function inlineScriptHashes(html: string): string[] {
  return parse(html)
    .querySelectorAll('script:not([src]):not([type="application/ld+json"])')
    .map((script) => script.innerHTML)
    .filter((text) => text !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
}

const shared = [
  '/en',
  '/ua',
  '/pt',
  '/my',
  '/en/business',
  '/pt/business',
  '/en/news',
  '/ua/news',
  '/en/shop',
  '/my/shop',
  '/en/shop/chargers',
  '/en/map',
  '/ua/privacy-policy',
  '/pt/shop/cart',
  '/my/readme-oss',
]

describe('page cache over HTTP: what every visitor shares', () => {
  it('answers shared pages with the same bytes to everyone, each inline script allowed by its hash and no nonce', async () => {
    for (const path of shared) {
      const [first, second] = [await get(path), await get(path)]
      const [one, two] = [await first.text(), await second.text()]
      expect(two, path).toBe(one)
      const scripts = inlineScriptHashes(one)
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const response of [first, second]) {
        const policy = policyOf(response)
        expect(policy['script-src']?.slice(0, 1), path).toEqual(["'self'"])
        for (const hash of scripts) expect(policy['script-src'], path).toContain(hash)
        expect(policy['script-src']?.join(' '), path).not.toMatch(/nonce-|unsafe-(inline|eval)/)
        expect(response.headers.get('cache-control'), path).toBe(
          'public, max-age=0, s-maxage=5, stale-while-revalidate=60, stale-if-error=86400, no-transform',
        )
        expect(response.headers.get('vary'), path).toContain('Accept-Encoding')
        expect(response.headers.getSetCookie(), path).toEqual([])
      }
      expect(one, path).not.toMatch(/\snonce="/)
      const etag = first.headers.get('etag')
      expect(etag, path).toMatch(/^"[\w-]{27}(-br|-gzip)?"$/)
      expect(second.headers.get('etag'), path).toBe(etag)
      const again = await get(path, { 'if-none-match': etag! })
      expect(again.status, path).toBe(304)
      expect(await again.text(), path).toBe('')
    }
  })

  it('gives navigation and prefetch answers of a shared page the same shared policy', async () => {
    for (const headers of [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(new URL('/en/business', baseURL()), { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/x-component')
      expect(response.headers.get('cache-control')).toContain('s-maxage=5')
      expect(policyOf(response)['script-src']?.join(' ')).not.toContain('nonce-')
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
})

describe('page cache over HTTP: pages rendered per request, and edits', () => {
  it('renders query-dependent pages on request, each with a nonce of its own and kept private', async () => {
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const [first, second] = [await get('/en/news?page=2'), await get('/en/news?page=2')]
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/^private/)
    expect(first.headers.get('etag')).toBeNull()
    expect(nonceOf(first)).toBeTruthy()
    expect(nonceOf(second)).not.toBe(nonceOf(first))
    const html = await first.text()
    expect(html).toContain('aria-current="page"')
    expect(html).toContain(`nonce="${nonceOf(first)}"`)
    // A nonce a client makes up reaches no page.
    const shared = await get('/en/business', {
      'x-csp-nonce': 'attacker-chosen-nonce-00000000000',
      'content-security-policy': "script-src 'nonce-attacker'",
    })
    const text = await shared.text()
    expect(text).not.toContain('attacker')
    expect(shared.headers.get('content-security-policy')).not.toContain('attacker')
  })

  it('shows an edit made through the back office API on the very next request of every page that shows it', async () => {
    const post = await firstPost(baseURL())
    const paths = ['/en', '/en/news', `/en/news/${post.url}`]
    // Twice: the second answer comes from the server's page memory (src/server/layers/pages.ts).
    for (const path of paths) await get(path)
    const before = await pageMemoryAnswers()
    for (const path of paths) await get(path)
    expect(await pageMemoryAnswers()).toBe(before + paths.length)
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
