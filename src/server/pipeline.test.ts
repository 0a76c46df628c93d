import { createHash } from 'node:crypto'
import { createServer, request } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../../tests/support/loopback'

import { createPipeline } from './pipeline'
import { readSettings } from './settings'

const script = 'self.__next_f.push([1,"page"])'
const html = `<!DOCTYPE html><p>${'A shared page. '.repeat(200)}</p><script>${script}</script>`
const pipeline = createPipeline({
  settings: { ...readSettings({}), trustedProxies: 1 },
  generation: () => 1,
  next: async (_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 's-maxage=31536000')
    res.setHeader('content-security-policy', "script-src 'self'")
    res.end(html)
  },
})
const base = serveForSuite(createServer((req, res) => void pipeline.serve(req, res)))

function get(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) =>
    request(base() + path, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end(),
  )
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
