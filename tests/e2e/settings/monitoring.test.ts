import { existsSync, readdirSync } from 'node:fs'
import { createServer, type Server as HttpServer } from 'node:http'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startProductionServer } from '../../../scripts/lib/serve.mjs'
import { happens } from '../../support/wait'

import { baseURL, browserForSuite } from '../browser'
import { get } from '../http'

/**
 * Error reporting: with SENTRY_DSN set, server errors and browser errors reach Sentry (here a
 * stand-in ingest server this test starts), scrubbed of personal data, the browser's through the
 * site's own tunnel; without it (the suite's shared server) the browser loads nothing of the SDK
 * and sends nothing.
 */
const { newPage } = browserForSuite()
const sdkMarker = /__SENTRY__|sentry\.javascript\.browser/

type Envelope = { path: string; items: Record<string, unknown>[] }
const received: Envelope[] = []
let ingest: HttpServer
let ingestPort: number

function startIngest(): Promise<void> {
  ingest = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      let body = Buffer.concat(chunks)
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body)
      const items = body
        .toString('utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      received.push({ path: req.url ?? '', items })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => ingest.listen(ingestPort, '127.0.0.1', () => resolve()))
}

/** The error events received so far whose exception text matches. */
const eventsMatching = (pattern: RegExp) =>
  received.flatMap((envelope) =>
    envelope.items.filter((item) => {
      const values = (item.exception as { values?: { value?: string }[] } | undefined)?.values ?? []
      return values.some((v) => pattern.test(v.value ?? ''))
    }),
  )

async function waitForEvent(pattern: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = eventsMatching(pattern)
    if (found.length) return found[0]!
    if (Date.now() > deadline)
      throw new Error(`No event matching ${pattern} (${received.length} envelopes received)`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('with SENTRY_DSN set', () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>
  beforeAll(async () => {
    ingestPort = await freePort()
    await startIngest()
    server = await startProductionServer({
      env: {
        SENTRY_DSN: `http://publickey@127.0.0.1:${ingestPort}/42`,
        ERROR_PROBE: 'true',
        SEED_DEMO_CONTENT: 'true',
      },
      timeoutMs: 240_000,
    })
  }, 300_000)
  afterAll(async () => {
    if (process.env.E2E_SERVER_LOG) console.log(server?.log())
    await server?.stop()
    ingest?.close()
  })

  it('a route that throws reaches Sentry once, without personal data', async () => {
    const response = await fetch(
      new URL('/api/v1/error-probe?email=visitor@example.com&session=s3cr3t', server.baseURL),
      {
        headers: {
          cookie: 'payload-token=very-secret-token; permissionToUseCookies=true',
          'user-agent': 'operator-probe',
        },
      },
    )
    expect(response.status).toBe(500)
    const event = await waitForEvent(/Error probe/)
    const text = JSON.stringify(event)
    expect(text).toContain('[email]')
    expect(text).toContain('[phone]')
    expect(text).not.toMatch(
      /probe-person@example\.com|7946 0958|visitor@example\.com|s3cr3t|very-secret-token|payload-token/,
    )
    expect((event.request as { url?: string } | undefined)?.url ?? '').not.toContain('?')
    expect(event.user).toBeUndefined()
    expect(received.every((e) => e.path.startsWith('/api/42/envelope/'))).toBe(true)
  })

  it('an unexpected error the API answers as a 500 JSON is reported too', async () => {
    const before = eventsMatching(/Error probe/).length
    const response = await fetch(new URL('/api/v1/error-probe?handled=1', server.baseURL))
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ error: { code: 'internal_error' } })
    const deadline = Date.now() + 20_000
    while (eventsMatching(/Error probe/).length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200))
    expect(eventsMatching(/Error probe/).length).toBe(before + 1)
  })

  it('a browser error reaches Sentry through the site itself, scrubbed', async () => {
    const page = await newPage({ baseURL: server.baseURL })
    const origins = new Set<string>()
    page.on('request', (request) => origins.add(new URL(request.url()).origin))
    await page.goto('/en')
    await page.waitForFunction(
      () => (window as unknown as { __SENTRY__?: unknown }).__SENTRY__ !== undefined,
    )
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Browser probe for jane.doe@example.com')
      })
    })
    const event = await waitForEvent(/Browser probe/)
    expect(JSON.stringify(event)).not.toContain('jane.doe@example.com')
    expect([...origins]).toEqual([server.baseURL])
  })

  it('the tunnel forwards only envelopes for the configured project', async () => {
    const foreign = `${JSON.stringify({ dsn: 'https://key@evil.example/1' })}\n${JSON.stringify({ type: 'event' })}\n{}`
    const response = await fetch(new URL('/api/v1/monitoring', server.baseURL), {
      method: 'POST',
      body: foreign,
    })
    expect(response.status).toBe(400)
  })
})

describe('without SENTRY_DSN (the shared test server)', () => {
  it('loads no error-reporting code in the browser and sends nothing', async () => {
    const page = await newPage()
    const scripts: string[] = []
    const monitoringRequests: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(await response.text().catch(() => ''))
    })
    page.on('request', (request) => {
      if (/monitoring|sentry/i.test(request.url())) monitoringRequests.push(request.url())
    })
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    const thrown = page.waitForEvent('pageerror')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Nobody should receive this')
      })
    })
    await thrown
    // A duration, not a condition: nothing may be sent in the moment after the error.
    const sent = page.waitForRequest((request) => /monitoring|sentry/i.test(request.url()), {
      timeout: 1000,
    })
    expect(await happens(sent)).toBe(false)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((source) => sdkMarker.test(source))).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-monitoring')),
    ).toBe(false)
    expect(monitoringRequests).toEqual([])
  })

  it('has no error probe and no tunnel', async () => {
    expect((await get('/api/v1/error-probe')).status).toBe(404)
    expect(
      (await fetch(new URL('/api/v1/monitoring', baseURL()), { method: 'POST', body: '{}' }))
        .status,
    ).toBe(404)
  })

  it('serves no source maps: none are built into .next/static', async () => {
    const maps: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name))
        else if (entry.name.endsWith('.map')) maps.push(path.join(dir, entry.name))
      }
    }
    if (existsSync('.next/static')) walk('.next/static')
    expect(maps).toEqual([])
  })
})
