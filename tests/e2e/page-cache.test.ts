import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'

import { e2ePayloadSecret } from '../support/e2e-env'
import { baseURL } from './browser'
import { get } from './http'
import { firstPost, retitle } from './post-edits'

/**
 * The page cache over HTTP: cached pages with a fresh nonce per response, the same for navigation
 * and prefetch answers, Open Graph images, client hints, query-dependent pages on request, and an
 * edit shown on the very next request.
 */

// The placeholder nonce cached pages are rendered with (scripts/server.mjs): never sent to a
// browser.
const marker = createHmac('sha256', e2ePayloadSecret)
  .update(`csp-nonce-marker:${readFileSync('.next/BUILD_ID', 'utf8').trim()}`)
  .digest('hex')
  .slice(0, 32)

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

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
