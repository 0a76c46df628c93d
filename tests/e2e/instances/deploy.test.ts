import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freePort, startProductionServer } from '../../../scripts/lib/serve.mjs'
import { captchaStandIn } from '../../support/captcha-stand-in'
import {
  seededPostgresDatabase,
  postgresReachable,
  type TestDatabase,
} from '../../support/databases'
import { startServers, type AppServer } from '../../support/servers'
import {
  nginxConfigFor,
  nginxPath,
  prepareNginxWork,
  requestThroughProxy,
  type ProxyRequest,
} from '../../support/nginx'
import { firstPost, retitle } from '../post-edits'

/**
 * The deployment of deploy/: Debian's nginx with deploy/nginx/voltra.conf (ports, certificate and
 * cache paths swapped for this test's) terminates TLS with a throwaway certificate in front of two
 * production instances on one PostgreSQL database and Redis. Then both instances are restarted one
 * after the other, as deploy/rolling-deploy.sh does, under 20 clients reading pages and two
 * submitting a form: no read may fail, no submission may get a 5xx. Then nginx's page cache: shared
 * pages held by the app's own headers, nothing private held, an edit through it within 10 s, and
 * every held page answered while both instances are down.
 */
const ci = process.env.CI === 'true' || process.env.CI === '1'
if (!nginxPath && ci) throw new Error('nginx is not installed; .ci/run installs Debian’s nginx')
const postgresProblem = await postgresReachable()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const work = mkdtempSync(path.join(os.tmpdir(), 'voltra-nginx-'))
const captcha = captchaStandIn()
let database: TestDatabase
let proxy: ChildProcess | undefined
let httpsPort = 0
let httpPort = 0
const instances: AppServer[] = []
let env: Record<string, string> = {}
let editor = { email: 'editor@example.com', password: '' }

/** A request to nginx over HTTPS, from `localAddress`. */
const viaProxy = (target: string, options: ProxyRequest = {}) =>
  requestThroughProxy(httpsPort, target, options)
const nginxConfig = (ports: number[], down?: number) =>
  nginxConfigFor({ work, httpPort, httpsPort, ports, down })
const portOf = (server: AppServer) => Number(new URL(server.baseURL).port)

/** The database, the captcha stand-in, both instances, and nginx in front of them once healthy. */
async function startDeployment() {
  prepareNginxWork(work)
  ;[httpsPort, httpPort] = [await freePort(), await freePort()]
  // The demo content already in it: both instances just boot.
  const seeded = await seededPostgresDatabase(inject('postgresTemplates'), '50')
  database = seeded
  await captcha.start()
  env = {
    ...seeded.passwords,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    PAGE_CACHE_PREFIX: `deploy-${Date.now()}:`,
    SEED_STATIONS: '50',
    TRUSTED_PROXIES: '1',
    FORMS_RATE_LIMIT: '1000000',
    RECAPTCHA_SITE_KEY: 'stand-in-key',
    RECAPTCHA_SECRET_KEY: 'stand-in-secret',
    RECAPTCHA_VERSION: 'v3',
    RECAPTCHA_SCRIPT_URL: `${captcha.origin}/recaptcha/api.js`,
    RECAPTCHA_VERIFY_URL: `${captcha.origin}/siteverify`,
  }
  instances.push(...(await startServers([env, { ...env, SEED_DEMO_CONTENT: 'false' }])))
  editor = { ...editor, password: instances[0]!.env.DEMO_EDITOR_PASSWORD! }
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(instances.map(portOf)))
  proxy = spawn(nginxPath!, ['-c', path.join(work, 'nginx.conf'), '-p', work], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    if ((await viaProxy('/healthz').catch(() => null))?.status === 200) return
    await sleep(100)
  }
  throw new Error(`nginx did not come up: ${readFileSync(path.join(work, 'error.log'), 'utf8')}`)
}

async function stopDeployment() {
  proxy?.kill('SIGQUIT')
  await Promise.all(instances.map((s) => s.stop()))
  await captcha.stop()
  await database?.drop()
  rmSync(work, { recursive: true, force: true })
}

const submit = (name: string, localAddress?: string, headers: Record<string, string> = {}) =>
  viaProxy('/api/v1/forms/contact', {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      name,
      email: 'deploy@example.com',
      message: 'Through the proxy.',
      captchaToken: 'stand-in-v3.stand-in-key.contact',
    }),
  })

/**
 * Twenty clients reading `paths` and two submitting the form through nginx until `stop` is called;
 * `stop` resolves once every client has finished its last request.
 */
function clientsUnderLoad(paths: string[]) {
  const reads: number[] = []
  const writes: number[] = []
  let running = true
  const reader = async (i: number) => {
    for (let n = i; running; n++)
      reads.push((await viaProxy(paths[n % paths.length]!).catch(() => null))?.status ?? 0)
  }
  const writer = async (i: number) => {
    for (let n = 0; running; n++)
      writes.push((await submit(`Rolling ${i}.${n}`).catch(() => null))?.status ?? 0)
  }
  const clients = [...Array.from({ length: 20 }, (_, i) => reader(i)), writer(0), writer(1)]
  const stop = async () => {
    running = false
    await Promise.all(clients)
  }
  return { reads, writes, stop }
}

/**
 * Each instance restarted in turn, as deploy/rolling-deploy.sh does: taken out of nginx's upstream,
 * stopped gracefully, started again on its port, back in the upstream once ready.
 */
async function rollingRestart() {
  const ports = instances.map(portOf)
  const reload = async (down?: number) => {
    nginxConfig(ports, down)
    proxy!.kill('SIGHUP')
    await sleep(1_000)
  }
  for (const [index, old] of instances.entries()) {
    const port = portOf(old)
    await reload(port)
    await old.stop(30_000)
    expect(await old.exited).toBe(0)
    instances[index] = await startProductionServer({
      port,
      env: { ...env, SEED_DEMO_CONTENT: 'false' },
    })
    while ((await fetch(new URL('/readyz', instances[index]!.baseURL))).status !== 200)
      await sleep(200)
    await reload()
  }
}

/**
 * nginx's answer to `path` once it comes from its cache. A page the rolling restart's readers left
 * in the cache may be past its 5 s: it is answered STALE while one request fetches it again in the
 * background, then HIT.
 */
async function heldAnswer(path: string) {
  await viaProxy(path)
  let again = await viaProxy(path)
  for (let i = 0; i < 20 && again.headers['x-cache-status'] !== 'HIT'; i++) {
    expect(again.headers['x-cache-status'], path).toMatch(/^(STALE|UPDATING|EXPIRED|REVALIDATED)$/)
    await sleep(100)
    again = await viaProxy(path)
  }
  return again
}

/** The demo editor's session token, signed in through nginx. */
async function editorToken() {
  const login = await viaProxy('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  return (JSON.parse(login.body) as { token: string }).token
}

// Shared pages, as the app marks them: nginx forces no validity of its own.
const sharedPages = ['/en', '/en/business', '/en/shop', '/en/news', '/ua', '/ua/business']
sharedPages.push('/pt/shop', '/pt/news', '/my', '/my/business')

function throughTheProxy() {
  it('serves pages over HTTPS with HSTS once, the instances’ own compression, and HTTP redirected', async () => {
    const page = await viaProxy('/en', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(page.status).toBe(200)
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(page.headers['content-encoding']).toMatch(/^(br|gzip)$/)
    const redirect = await fetch(`http://127.0.0.1:${httpPort}/en`, { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toMatch(/^https:\/\//)
  })

  it('tells the instances the client’s own address, not the proxy’s nor one the client made up', async () => {
    const answer = await submit('Client address', '127.0.0.2', {
      'x-forwarded-for': '198.51.100.7',
    })
    expect(answer.status).toBe(201)
    expect(captcha.verified.at(-1)?.remoteip).toBe('127.0.0.2')
    expect((await viaProxy('/metrics')).status).toBe(403)
  })

  it(
    'keeps build files in its cache, and answers every read and submission through a rolling restart',
    { timeout: 240_000 },
    async () => {
      const html = (await viaProxy('/en')).body
      const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)![0]
      await viaProxy(chunk)
      expect((await viaProxy(chunk)).headers['x-cache-status']).toBe('HIT')

      const { reads, writes, stop } = clientsUnderLoad([
        '/en',
        '/en/news',
        '/ua',
        '/en/business',
        chunk,
      ])
      await sleep(1_000)
      await rollingRestart()
      await stop()
      expect(reads.filter((status) => status !== 200)).toEqual([])
      expect(writes.filter((status) => status >= 500 || status === 0)).toEqual([])
      expect(writes.filter((status) => status === 201).length).toBeGreaterThan(0)
      console.log(
        `rolling restart: ${reads.length} reads all 200, ${writes.length} submissions all stored`,
      )
    },
  )
}

function nginxPageCache() {
  it('holds shared pages by the app’s own headers, with their hashes in the CSP and no nonce', async () => {
    for (const path of sharedPages) {
      const again = await heldAnswer(path)
      expect(again.status, path).toBe(200)
      expect(again.headers['x-cache-status'], path).toBe('HIT')
      const policy = String(again.headers['content-security-policy'])
      expect(policy, path).toMatch(/script-src 'self'[^;]* 'sha256-/)
      expect(policy, path).not.toContain('nonce-')
      expect(again.body, path).not.toMatch(/\snonce="/)
    }
  })

  it('holds nothing private: the back office, answers to a session, previews, the language redirect, pages rendered per request', async () => {
    const token = await editorToken()
    const session = { authorization: `JWT ${token}` }
    const cases: [string, Record<string, string>][] = [
      ['/admin/login', {}],
      ['/admin', { cookie: `payload-token=${token}` }],
      ['/api/users/me', session],
      ['/api/v1/posts?locale=en&limit=1', session],
      ['/', { 'accept-language': 'pt' }],
      ['/en?token=not-a-real-preview', {}],
      ['/en/news?page=2', {}],
    ]
    for (const [path, headers] of cases) {
      const answers = [await viaProxy(path, { headers }), await viaProxy(path, { headers })]
      for (const answer of answers) {
        expect(answer.status, path).toBeLessThan(500)
        expect(answer.headers['x-cache-status'] ?? 'none', path).not.toMatch(/HIT|STALE/)
      }
    }
    // The language redirect answers each visitor after their own languages.
    expect((await viaProxy('/', { headers: { 'accept-language': 'uk' } })).headers.location).toBe(
      '/ua',
    )
    expect((await viaProxy('/', { headers: { 'accept-language': 'pt' } })).headers.location).toBe(
      '/pt',
    )
  })

  it('shows an editor’s save through the cache within 10 s', { timeout: 60_000 }, async () => {
    const base = instances[0]!.baseURL
    const post = await firstPost(base)
    const page = `/en/news/${post.url}`
    await viaProxy(page)
    expect((await viaProxy(page)).headers['x-cache-status']).toBe('HIT')
    const title = `Through the cache ${Date.now()}`
    await retitle(base, post.id, title, editor)
    const saved = Date.now()
    while (!(await viaProxy(page)).body.includes(title)) {
      expect(Date.now() - saved).toBeLessThan(10_000)
      await sleep(250)
    }
    console.log(`an edit showed through nginx after ${Date.now() - saved} ms`)
  })

  it(
    'answers every held page while every instance is down, for a minute and more',
    { timeout: 120_000 },
    async () => {
      for (const path of sharedPages) await viaProxy(path)
      for (const instance of instances) instance.kill()
      await Promise.all(instances.map((instance) => instance.exited))
      const started = Date.now()
      const failures: string[] = []
      let rounds = 0
      while (Date.now() - started < 62_000) {
        for (const path of sharedPages) {
          const answer = await viaProxy(path).catch(() => null)
          if (answer?.status !== 200) failures.push(`${path}: ${answer?.status ?? 'no answer'}`)
        }
        rounds++
        await sleep(2_000)
      }
      expect(failures).toEqual([])
      // Not a page anyone held: nginx has nothing to answer with.
      expect((await viaProxy('/en/contact?utm_source=none-held')).status).toBe(502)
      console.log(`instances down: ${rounds} rounds of ${sharedPages.length} pages, all 200`)
    },
  )
}

// One deployment for both blocks, in this order: the page cache's tests end with every instance
// down.
describe.skipIf(!nginxPath || Boolean(postgresProblem))(
  'two instances behind nginx with TLS',
  () => {
    beforeAll(startDeployment, 400_000)
    afterAll(stopDeployment)
    describe('through the proxy: TLS, client addresses, a rolling restart', throughTheProxy)
    describe('nginx’s page cache', nginxPageCache)
  },
)
