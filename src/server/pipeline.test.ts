import { createHash } from 'node:crypto'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../../tests/support/loopback'
import { waitFor } from '../../tests/support/wait'

import { createPipeline } from './pipeline'
import { readSettings } from './settings'

const script = 'self.__next_f.push([1,"page"])'
const html = `<!DOCTYPE html><p>${'A shared page. '.repeat(200)}</p><script>${script}</script>`
/** Next, as far as these tests care: a build file, an API answer, a page, or a failure. */
const next = {
  failing: false,
  /** The content generation; null while unknown (Redis away). */
  generation: 1 as number | null,
  answer: async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/_next/static/')) {
      res.setHeader('content-type', 'application/javascript')
      res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      return void res.end('console.log(1)')
    }
    if (req.url?.startsWith('/api/')) return void res.end('{"docs":[]}')
    if (next.failing) {
      res.statusCode = 500
      return void res.end('{"error":{"code":"internal_error"}}')
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 's-maxage=31536000')
    res.setHeader('content-security-policy', "script-src 'self'")
    res.end(html)
  },
}
const pipeline = createPipeline({
  settings: { ...readSettings({}), trustedProxies: 1 },
  generation: () => next.generation,
  next: (req, res) => next.answer(req, res),
})
const base = serveForSuite(createServer((req, res) => void pipeline.serve(req, res)))

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) =>
      request(base() + path, { headers, method }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end(),
  )
}

/** The layer a `Server-Timing` header names, checking its form. */
function answeredBy(headers: Record<string, unknown>): string {
  const timing = String(headers['server-timing'])
  expect(timing).toMatch(/^[a-z-]+;dur=\d+\.\d$/)
  return timing.split(';')[0]!
}

describe('the layers in their order', () => {
  it('finish a shared page from plain text and compress it once, also over HTTPS where the client layer hooks in first', async () => {
    const https = { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' }
    for (const attempt of ['made', 'from memory']) {
      const answer = await get('/en/business', https)
      expect(answer.headers['content-encoding'], attempt).toBe('gzip')
      expect(gunzipSync(answer.body).toString(), attempt).toBe(html)
      const hash = createHash('sha256').update(script).digest('base64')
      expect(answer.headers['content-security-policy'], attempt).toBe(
        `script-src 'self' 'sha256-${hash}'`,
      )
      expect(answer.headers['strict-transport-security'], attempt).toBeDefined()
    }
  })
})

describe('Server-Timing', () => {
  it('names on every answer the layer that answered, by the name the metrics count it under', async () => {
    expect(answeredBy((await get('/healthz')).headers)).toBe('probes')
    expect(answeredBy((await get('/metrics')).headers)).toBe('metrics')
    expect(answeredBy((await get('/en/contact', {}, 'DELETE')).headers)).toBe('methods')
    expect(answeredBy((await get('/api/v1/posts')).headers)).toBe('next')
    expect(answeredBy((await get('/_next/static/chunks/a.js')).headers)).toBe('next')
    await waitFor(async () => (pipeline.stats().files.files > 0 ? true : undefined))
    expect(answeredBy((await get('/_next/static/chunks/a.js')).headers)).toBe('file-memory')
    const metrics = (await get('/metrics')).body.toString()
    expect(metrics).toMatch(/^http_requests_total\{group="build-files",layer="file-memory",/m)
  })

  it('says whether a page came from Next, from page memory or as its last good copy, and leaves its bytes and validator alike', async () => {
    const made = await get('/en/timing', { 'accept-encoding': 'gzip' })
    const kept = await get('/en/timing', { 'accept-encoding': 'gzip' })
    // Redis away (the generation unknown) and the database too (Next fails).
    Object.assign(next, { failing: true, generation: null })
    const lastGood = await get('/en/timing', { 'accept-encoding': 'gzip' })
    Object.assign(next, { failing: false, generation: 1 })
    expect([made, kept, lastGood].map(({ headers }) => answeredBy(headers))).toEqual([
      'next',
      'page-memory',
      'page-memory-stale',
    ])
    for (const answer of [kept, lastGood]) {
      expect(answer.body.equals(made.body)).toBe(true)
      expect(answer.headers.etag).toBe(made.headers.etag)
    }
  })
})
