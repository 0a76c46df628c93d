import { createServer, type Server } from 'node:http'
import { request } from 'node:https'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx, nginxPath } from '../../../scripts/lib/nginx.mjs'
import { freePort, startProductionServer } from '../../../scripts/lib/serve.mjs'
import { observatoryGrades, type Grade } from '../../support/observatory'

/**
 * The deployment as deploy/nginx sets it up (TLS with a throwaway certificate the scanner is told to
 * trust, the instance behind it with TRUSTED_PROXIES=1), graded by the MDN HTTP Observatory's own
 * scanner over HTTP and HTTPS:
 * A+ for the public page types, the content API and the back office's login. nginx listens on
 * ports 80 and 443 of a loopback address of its own, where the site's HTTP-to-HTTPS redirect leads.
 * With Sentry configured (a stand-in ingest here), a violation report reaches it too.
 */
const ci = process.env.CI === 'true' || process.env.CI === '1'
if (!nginxPath && ci) throw new Error('nginx is not installed; .ci/run installs Debian’s nginx')

const address = `127.${64 + Math.floor(Math.random() * 128)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
const graded = [
  '/en',
  '/en/shop',
  '/en/contact',
  '/en/news',
  '/en/map/embed',
  '/api/v1/posts',
  '/admin/login',
]

/** A legacy CSP report POSTed over HTTPS to the test's certificate; the answer's status. */
function overTls(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

let server: Awaited<ReturnType<typeof startProductionServer>>
let nginx: Awaited<ReturnType<typeof startNginx>>
let ingest: Server
let grades: Grade[] = []
const envelopes: string[] = []

describe.skipIf(!nginxPath)('through nginx with TLS', () => {
  beforeAll(async () => {
    const ingestPort = await freePort()
    ingest = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks)
        envelopes.push(
          (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
        )
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => ingest.listen(ingestPort, '127.0.0.1', resolve))
    server = await startProductionServer({
      env: {
        TRUSTED_PROXIES: '1',
        SEED_DEMO_CONTENT: 'true',
        SENTRY_DSN: `http://publickey@127.0.0.1:${ingestPort}/42`,
      },
      timeoutMs: 240_000,
    })
    nginx = await startNginx(server.baseURL, { address, standardPorts: true, probe: '/healthz' })
    grades = await observatoryGrades(address, graded, nginx.certificate)
  }, 600_000)

  afterAll(async () => {
    await nginx?.stop()
    await server?.stop()
    ingest?.close()
  })

  it.each(graded)('the Observatory grades %s A+', (path) => {
    const { grade, score, penalties, results } = grades.find((g) => g.path === path)!
    expect({ path, grade, penalties }).toEqual({ path, grade: 'A+', penalties: {} })
    expect(score).toBeGreaterThanOrEqual(100)
    // Graded over HTTPS with the certificate trusted: the redirect and HSTS as with a real one.
    expect(results['redirection']).toBe('redirection-to-https')
    expect(results['strict-transport-security']).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    )
  })

  it('counts a report sent over HTTPS and tells Sentry its kind, without the page’s path or query', async () => {
    const documentURL = `https://${address}/admin/reset/secret-reset-token?email=ana@example.com`
    const status = await overTls(`https://${address}/api/v1/csp-reports`, {
      'csp-report': {
        'document-uri': documentURL,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?steal=1',
        disposition: 'enforce',
      },
    })
    expect(status).toBe(204)
    const metrics = await (await fetch(new URL('/metrics', server.baseURL))).text()
    expect(metrics).toMatch(
      /site_csp_violations_total\{directive="script-src-elem",page="admin",disposition="enforce"\} 1/,
    )
    await expect
      .poll(() => envelopes.find((e) => e.includes('CSP enforce: script-src-elem on admin')), {
        timeout: 20_000,
      })
      .toBeTruthy()
    const event = envelopes.find((e) => e.includes('CSP enforce'))!
    expect(event).toContain('https://evil.example')
    expect(event).not.toMatch(/secret-reset-token|ana@example\.com|steal=1|\/admin\/reset/)
  })
})
