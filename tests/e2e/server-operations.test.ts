import { connect } from 'node:net'

import { describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { baseURL } from './browser'
import { get } from './http'

/**
 * What an operator and a load balancer ask of the production server (src/server): the probes, the
 * metrics, which layer answered (Server-Timing), and refusals of methods the site does not take,
 * each with the security headers.
 */

/**
 * One raw request on its own connection: status line and headers (fetch will not send TRACK or
 * CONNECT).
 */
function raw(requestLine: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(baseURL())
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    )
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    })
  })
}

describe('probes', () => {
  it('/healthz and /readyz answer JSON that no cache keeps and no robot indexes', async () => {
    const health = await get('/healthz')
    expect(health.status).toBe(200)
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
    for (const response of [health, ready]) {
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('metrics', () => {
  it('count the pages, which layer answered them, and the submissions stored', async () => {
    for (let i = 0; i < 3; i++) await (await get('/en/about-us')).arrayBuffer()
    const submitted = await fetch(new URL('/api/v1/forms/newsletter', baseURL()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `metrics-${Date.now()}@example.com`, locale: 'en' }),
    })
    expect(submitted.status).toBe(201)
    const response = await get('/metrics')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(
      /^http_requests_total\{group="pages",layer="page-memory",status="200"\} [1-9]/m,
    )
    expect(text).toMatch(/^site_submissions_total\{form="newsletter",outcome="stored"\} [1-9]/m)
    expect(text).toMatch(/^site_delivery_queue_depth\{collection="leads"\} \d+/m)
    expect(text).toMatch(/^site_delivery_oldest_waiting_seconds\{collection="contact-messages"\} /m)
    expect(text).toMatch(
      /^site_ocpi_receiver_requests_total|^# HELP site_ocpi_receiver_requests_total/m,
    )
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })

  it('are refused to a request a proxy forwarded (no METRICS_TOKEN on this server)', async () => {
    expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403)
  })
})

describe('methods the site does not take', () => {
  it('TRACE, TRACK and CONNECT answer 405 with the security headers', async () => {
    for (const line of [
      'TRACE /en HTTP/1.1',
      'TRACK /en HTTP/1.1',
      `CONNECT example.com:443 HTTP/1.1`,
    ]) {
      const { status, headers } = await raw(line)
      expect(status, line).toBe(405)
      expect(headers['x-content-type-options'], line).toBe('nosniff')
      expect(headers['x-frame-options'], line).toBe('SAMEORIGIN')
    }
  })

  it('a page answers 405 to a POST, a DELETE or a PUT, not 500', async () => {
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH']) {
      const response = await fetch(new URL('/en/contact', baseURL()), {
        method,
        body: method === 'DELETE' ? undefined : 'x',
      })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })
})

/** What answered, as `Server-Timing` names it (`page-memory;dur=0.4`), checking its form. */
function answeredBy(headers: Headers | Record<string, string>): string {
  const timing =
    (headers instanceof Headers ? headers.get('server-timing') : headers['server-timing']) ?? ''
  expect(timing).toMatch(/^[a-z-]+(;dur=\d+\.\d)?$/)
  return timing.split(';')[0]!
}

/** Waits until an address is answered by `layer` (a copy is made once its first answer is out). */
const answeredFrom = (path: string, layer: string) =>
  waitFor(async () => {
    const response = await get(path)
    const body = Buffer.from(await response.arrayBuffer())
    return answeredBy(response.headers) === layer ? { response, body } : undefined
  })

describe('Server-Timing', () => {
  it('names the layer that answered a page from memory, a page rendered on request, a build file and an API answer', async () => {
    const page = await answeredFrom('/en/about-us', 'page-memory')
    const again = await get('/en/about-us')
    expect(answeredBy(again.headers)).toBe('page-memory')
    // A header of one answer: the page's bytes and validator are the same for every visitor.
    expect(Buffer.from(await again.arrayBuffer()).equals(page.body)).toBe(true)
    expect(again.headers.get('etag')).toBe(page.response.headers.get('etag'))

    for (const path of ['/en/news?page=2', '/en/news/search', '/api/v1/posts']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(answeredBy(response.headers), path).toBe('next')
    }

    const html = await (await get('/en/about-us')).text()
    const file = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0]
    expect(file).toBeDefined()
    expect(['next', 'file-memory']).toContain(answeredBy((await get(file!)).headers))
    await answeredFrom(file!, 'file-memory')
  })

  it('names the probes, the metrics and a refused method too', async () => {
    expect(answeredBy((await get('/healthz')).headers)).toBe('probes')
    expect(answeredBy((await get('/metrics')).headers)).toBe('metrics')
    const refused = await fetch(new URL('/en/contact', baseURL()), { method: 'DELETE' })
    expect(answeredBy(refused.headers)).toBe('methods')
    expect(answeredBy((await raw('TRACK /en HTTP/1.1')).headers)).toBe('methods')
  })
})
