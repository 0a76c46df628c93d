import { describe, expect, it } from 'vitest'

import { sharedPagePolicy } from '../pages/policy'

import { flight, pagesInFront, sha, shared } from './pages.testing'

const { next, base, get } = pagesInFront()

describe('pages the layer passes on: private, redirected, navigation payloads, cut short', () => {
  it('gives a page rendered for one visitor its scripts’ hashes too, and keeps it private', async () => {
    next.respond = (_req, res) => {
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
    next.respond = (_req, res) => {
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
    next.respond = (_req, res) => {
      res.setHeader('location', ['/en/news', '/en/news'])
      res.statusCode = 307
      res.end()
    }
    const response = await fetch(`${base()}/en/news/unknown`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/en/news')
  })

  it('gives the navigation payload of a shared page the shared policy, so no cache keeps it longer than the page', async () => {
    next.respond = (_req, res) => {
      res.setHeader('content-type', 'text/x-component')
      res.setHeader('cache-control', 's-maxage=31536000, stale-while-revalidate')
      res.end('0:{}')
    }
    const { response, text } = await get('/en/g', { rsc: '1' })
    expect(text).toBe('0:{}')
    expect(response.headers.get('cache-control')).toBe(sharedPagePolicy)
  })

  it('never keeps an answer cut short (a render failing mid-stream destroys the connection)', async () => {
    next.respond = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('cache-control', 's-maxage=60')
      res.write('<p>half a page')
      res.destroy()
    }
    await expect(fetch(`${base()}/en/cut`).then((response) => response.text())).rejects.toThrow()
    next.respond = (_req, res) => shared(res)
    expect((await get('/en/cut')).fresh).toBe(true)
  })
})
