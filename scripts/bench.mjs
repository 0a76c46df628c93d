#!/usr/bin/env node
/**
 * `npm run bench`: what visitors feel, measured on the production build. Not part of CI (timings on
 * shared machines are noisy); CI only enforces the JavaScript ceilings.
 *
 * Builds (unless SKIP_BUILD=1), starts the server with demo content, then for each key page in /en
 * and /ua: Lighthouse mobile scores and LCP/TBT/CLS in Debian's Chromium, first-load JS/CSS/HTML
 * (raw and gzip); then requests/second and p50/p99 latency with 20 concurrent clients on loopback
 * for pages and public APIs. Writes bench/reports/<time>.{json,md}, each figure marked against
 * bench/budgets.json.
 *
 * The write path (valid form submissions, each stored and delivered) is measured on SQLite and
 * again on PostgreSQL: a second server on a scratch database of the local PostgreSQL server
 * (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards;
 * skipped when unreachable.
 *
 * Lighthouse runs each page BENCH_LIGHTHOUSE_RUNS times (default 3) and reports its own median run
 * (closest to the median first paint and time to interactive), with the range of the scores: one
 * run's score moves by several points on these machines. The report also gives the host's CPU
 * benchmark index, which Lighthouse's 4x CPU slowdown assumes to be that of a desktop (about 1,300
 * to 2,000).
 *
 * Beside the site's pages, Lighthouse also scores the framework's floor: a bare page of the same
 * Next and React with nothing of the site (scripts/lib/bench-floor.mjs), the last row of the table.
 *
 * BENCH_DURATION (seconds per load test, default 10), BENCH_LOCALES (default "en,ua"),
 * BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1, BENCH_SKIP_FLOOR=1, BENCH_ONLY=forms (only the
 * submission load tests).
 *
 * `npm run bench -- --map` runs only the map at scale instead: 100,000 and 1,000,000 stations on a
 * scratch SQLite file and a scratch PostgreSQL database (see scripts/bench-map.mjs).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { parse } from 'node-html-parser'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { measurePageWeight } from '../bench/page-weight.mjs'
import { startFloorServer } from './lib/bench-floor.mjs'
import { startProductionServer } from './lib/serve.mjs'

process.chdir(path.resolve(import.meta.dirname, '..'))
// `npm run bench -- --map`: only the charger map at scale (scripts/bench-map.mjs runMapScale).
if (process.argv.includes('--map')) {
  const { runMapScale } = await import('./bench-map.mjs')
  process.exit(await runMapScale())
}
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'))
const targets = budgets.targets
const duration = Number(process.env.BENCH_DURATION || 10)
const locales = (process.env.BENCH_LOCALES || 'en,ua').split(',')
const marketing = new Set(['home', 'business', 'contact'])
const formsOnly = process.env.BENCH_ONLY === 'forms'
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3))

if (!(process.env.SKIP_BUILD === '1' && existsSync('.next/BUILD_ID'))) {
  const build = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Measured as the public production site: indexable (robots.txt lets crawlers in), no submission
// limit. Submissions are e-mailed to a local SMTP server that accepts everything, so delivery is
// part of the work.
const smtpSink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData: (stream, _session, done) => stream.on('end', done).resume(),
})
smtpSink.on('error', () => {}) // a client dropping its connection is not the benchmark's business
await new Promise((resolve) => smtpSink.listen(0, '127.0.0.1', resolve))
const serverEnv = {
  FORMS_RATE_LIMIT: '100000000',
  SITE_INDEXABLE: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpSink.server.address().port}`,
}
const server = await startProductionServer({ env: serverEnv })
const base = server.baseURL
console.log(`Benchmarking ${base}`)

/** The first link on a page whose path starts with a prefix (an article, a product), if any. */
async function firstLink(pagePath, prefix, exclude = []) {
  const html = parse(await (await fetch(new URL(pagePath, base))).text())
  const href = html
    .querySelectorAll('a[href]')
    .map((a) => a.getAttribute('href'))
    .find(
      (h) =>
        h &&
        h.startsWith(prefix) &&
        h.length > prefix.length &&
        !exclude.some((e) => h.startsWith(e)),
    )
  return href?.split('?')[0]
}

async function keyPages(locale) {
  const l = `/${locale}`
  const pages = [
    ['home', l],
    ['business', `${l}/business`],
    ['news', `${l}/news`],
    ['article', await firstLink(`${l}/news`, `${l}/news/`, [`${l}/news/search`, `${l}/news/rss`])],
    ['shop', `${l}/shop`],
    ['category', `${l}/shop/chargers`],
    ['product', await firstLink(`${l}/shop/chargers`, `${l}/shop/chargers/`)],
    ['cart', `${l}/shop/cart`],
    ['map', `${l}/map`],
    ['contact', `${l}/contact`],
    ['calculator', `${l}/business/calculator`],
    ['hardware', `${l}/business/hardware`],
    ['map embed', `${l}/map/embed?operator=UA-VLT`],
    ['accessibility', `${l}/accessibility`],
  ]
  return pages.filter(([, p]) => p)
}

const results = {
  startedAt: new Date().toISOString(),
  base,
  durationPerLoadTest: duration,
  pages: [],
  load: [],
}

// 1. Lighthouse (mobile, simulated throttling) and page weight.
const chrome =
  process.env.BENCH_SKIP_LIGHTHOUSE || formsOnly
    ? null
    : await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      })
/**
 * Lighthouse on one address, run `lighthouseRuns` times: the median run's figures and the score
 * range.
 */
async function lighthouseOf(url) {
  const runs = []
  for (let i = 0; i < lighthouseRuns; i++) {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (run?.lhr) runs.push(run.lhr)
  }
  // Lighthouse's median needs a first paint and a time to interactive; a run without them (its
  // runtimeError says why) is reported only when no run has them.
  const valid = filterToValidRuns(runs)
  const lhr = valid.length ? computeMedianRun(valid) : (runs[0] ?? null)
  if (!lhr) return undefined
  const scores = runs.map((r) => r.categories.performance?.score ?? 0)
  return {
    runs: runs.length,
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runtimeError: lhr.runtimeError?.code,
    performance: lhr.categories.performance?.score,
    accessibility: lhr.categories.accessibility?.score,
    bestPractices: lhr.categories['best-practices']?.score,
    seo: lhr.categories.seo?.score,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          !a.id.startsWith('metrics'),
      )
      .map((a) => a.id)
      .slice(0, 12),
  }
}

for (const locale of formsOnly ? [] : locales) {
  for (const [name, pagePath] of await keyPages(locale)) {
    const weight = await measurePageWeight(base, pagePath, { brotli: true })
    const entry = { name, locale, path: pagePath, status: weight.status, weight }
    if (chrome) entry.lighthouse = await lighthouseOf(`${base}${pagePath}`)
    results.pages.push(entry)
    console.log(
      `${pagePath}: JS ${(weight.js.gzip / 1024).toFixed(1)} KB gz${entry.lighthouse ? `, perf ${entry.lighthouse.performance}, a11y ${entry.lighthouse.accessibility}` : ''}`,
    )
  }
}
// The framework's floor, scored in the same run: a bare page of the same Next and React
// (scripts/lib/bench-floor.mjs). BENCH_SKIP_FLOOR=1 leaves it out (it installs from the npm
// registry once).
if (chrome && !process.env.BENCH_SKIP_FLOOR) {
  const floor = await startFloorServer().catch((error) =>
    console.warn(`The framework's floor is not measured: ${error.message}`),
  )
  if (floor) {
    try {
      const weight = await measurePageWeight(floor.baseURL, '/', { brotli: true })
      results.floor = {
        name: 'floor',
        path: 'bare Next page (floor)',
        status: weight.status,
        weight,
        lighthouse: await lighthouseOf(`${floor.baseURL}/`),
      }
      console.log(
        `floor: JS ${(weight.js.gzip / 1024).toFixed(1)} KB gz, perf ${results.floor.lighthouse?.performance}`,
      )
    } finally {
      await floor.stop()
    }
  }
}
if (chrome) await chrome.kill()

// 2. Load: 20 concurrent clients on loopback.
async function load(name, url, opts = {}) {
  // Once before measuring, so a page's first render (a cache miss) is not counted.
  if (!opts.method) await fetch(url)
  const result = await autocannon({ url, connections: 20, duration, ...opts })
  const entry = {
    name,
    url: new URL(url).pathname + new URL(url).search,
    method: opts.method || 'GET',
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
  results.load.push(entry)
  console.log(
    `${entry.method} ${entry.url}: ${entry.requestsPerSecond.toFixed(0)} req/s, p50 ${entry.latencyP50Ms} ms, p99 ${entry.latencyP99Ms} ms, non-2xx ${entry.non2xx}`,
  )
}
let n = 0
/**
 * Valid submissions, one new person each (autocannon sends a per-request body only in `requests`).
 */
async function formLoad(database, baseURL) {
  const body = {
    newsletter: () => ({ email: `bench-${Date.now()}-${n++}@example.com`, locale: 'en' }),
    contact: () => ({
      name: `Bench ${n}`,
      email: `bench-${Date.now()}-${n++}@example.com`,
      message: 'A benchmark message of ordinary length, stored and delivered.',
      locale: 'en',
    }),
  }
  for (const [form, make] of Object.entries(body)) {
    await load(`api form (${form}, ${database})`, `${baseURL}/api/v1/forms/${form}`, {
      method: 'POST',
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(make()) }),
        },
      ],
    })
  }
}

if (!process.env.BENCH_SKIP_LOAD) {
  if (!formsOnly) {
    // The ceiling a page can reach on this server: one of its own static chunks, measured in the
    // same run.
    const chunk = parse(await (await fetch(`${base}/${locales[0]}`)).text())
      .querySelector('script[src^="/_next/static/"]')
      ?.getAttribute('src')
    if (chunk) await load('static chunk', `${base}${chunk}`)
    for (const entry of results.pages.filter((p) => p.locale === locales[0]))
      await load(`page ${entry.name}`, `${base}${entry.path}`)
    const article = results.pages.find((p) => p.name === 'article')
    await load('api posts', `${base}/api/v1/posts?locale=en&limit=10`)
    if (article)
      await load(
        'api post by url',
        `${base}/api/v1/posts/url/${article.path.split('/').pop()}?locale=en`,
      )
    await load('api stations (country)', `${base}/api/v1/stations?bbox=22.1,44.3,40.2,52.4&zoom=6`)
    await load('api stations (city)', `${base}/api/v1/stations?bbox=30.35,50.35,30.7,50.55&zoom=12`)
  }
  await formLoad('SQLite', base)
}
await server.stop()

// The write path again on PostgreSQL: a scratch database on the local server.
if (!process.env.BENCH_SKIP_LOAD) {
  const postgres = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: postgres, connectionTimeoutMillis: 3000 })
  const scratch = `evsite_bench_${Date.now()}`
  let reachable = false
  try {
    await admin.connect()
    await admin.query(`create database ${scratch}`)
    reachable = true
  } catch (error) {
    console.warn(`PostgreSQL not reachable, its write-path figures are skipped: ${error.message}`)
  }
  if (reachable) {
    const url = new URL(postgres)
    url.pathname = `/${scratch}`
    try {
      const pgServer = await startProductionServer({
        env: { ...serverEnv, DATABASE_URL: url.toString(), SEED_STATIONS: '200' },
      })
      try {
        await formLoad('PostgreSQL', pgServer.baseURL)
      } finally {
        await pgServer.stop()
      }
    } finally {
      await admin.query(`drop database if exists ${scratch} with (force)`)
      await admin.end()
    }
  }
}

smtpSink.close()

// 3. Report, marked against the budgets.
/**
 * The lowest and highest benchmark index Lighthouse measured on this host during the runs reported.
 */
function benchmarkIndexes() {
  const indexes = [...results.pages, results.floor]
    .map((p) => p?.lighthouse?.benchmarkIndex)
    .filter((i) => typeof i === 'number')
  return indexes.length
    ? `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
    : 'unknown'
}
const mark = (ok) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗')
const pct = (v) => (v === undefined || v === null ? 'n/a' : Math.round(v * 100).toString())
const lines = [
  `# Benchmark ${results.startedAt}`,
  '',
  `Production build on this machine, Lighthouse ${chrome ? 'mobile (simulated throttling)' : 'skipped'}, load tests ${duration} s × 20 connections on loopback.`,
  `Targets: performance ≥ ${targets.performance * 100}, accessibility/best practices/SEO = 100, LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, marketing first-load JS ≤ ${targets.marketingJsGzipKb} KB gzip; CI ceilings per page in bench/budgets.json.`,
  '',
  chrome
    ? `Lighthouse: the median of ${lighthouseRuns} runs per page (perf range: the lowest and highest score of those runs); this host's CPU benchmark index ${benchmarkIndexes()}.`
    : '',
  '',
  '| page | perf | perf range | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS gz KB (raw) | JS br KB (sent) | CSS gz KB | HTML gz KB |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
]
for (const p of [...results.pages, ...(results.floor ? [results.floor] : [])]) {
  const lh = p.lighthouse
  const jsKb = p.weight.js.gzip / 1024
  const ceiling = budgets.jsCeilingsGzipKb[p.path]
  const jsOk = marketing.has(p.name)
    ? jsKb <= targets.marketingJsGzipKb
    : ceiling
      ? jsKb <= ceiling
      : undefined
  lines.push(
    `| ${p.path} | ${pct(lh?.performance)}${lh ? mark(lh.performance >= targets.performance) : ''} | ${lh ? lh.performanceRange.map(pct).join('–') : 'n/a'} | ${pct(lh?.accessibility)}${lh ? mark(lh.accessibility >= targets.accessibility) : ''} | ${pct(lh?.bestPractices)}${lh ? mark(lh.bestPractices >= targets.bestPractices) : ''} | ${pct(lh?.seo)}${lh ? mark(lh.seo >= targets.seo) : ''} | ${lh ? Math.round(lh.lcpMs) + mark(lh.lcpMs <= targets.lcpMs) : 'n/a'} | ${lh ? Math.round(lh.tbtMs) : 'n/a'} | ${typeof lh?.cls === 'number' ? lh.cls.toFixed(3) + mark(lh.cls <= targets.cls) : 'n/a'} | ${jsKb.toFixed(1)}${mark(jsOk)} (${(p.weight.js.raw / 1024).toFixed(0)}) | ${(p.weight.jsBrotli / 1024).toFixed(1)} | ${(p.weight.css.gzip / 1024).toFixed(1)} | ${(p.weight.html.gzip / 1024).toFixed(1)} |`,
  )
}
const failing = results.pages.filter((p) => p.lighthouse?.failing?.length)
if (failing.length) {
  lines.push('', 'Lighthouse audits not passing:', '')
  for (const p of failing) lines.push(`- ${p.path}: ${p.lighthouse.failing.join(', ')}`)
}
if (results.load.length) {
  const staticRate = results.load.find((l) => l.name === 'static chunk')?.requestsPerSecond
  const share = (l) =>
    staticRate && l.name.startsWith('page ')
      ? `${Math.round((l.requestsPerSecond / staticRate) * 100)} %`
      : ''
  lines.push(
    '',
    '| load test | req/s | share of static | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const l of results.load)
    lines.push(
      `| ${l.method} ${l.url} | ${l.requestsPerSecond.toFixed(0)} | ${share(l)} | ${l.latencyP50Ms} | ${l.latencyP99Ms} | ${l.non2xx} | ${l.errors + l.timeouts} |`,
    )
}
mkdirSync('bench/reports', { recursive: true })
const stamp = results.startedAt.replace(/[:.]/g, '-')
writeFileSync(`bench/reports/${stamp}.json`, JSON.stringify(results, null, 2))
writeFileSync(`bench/reports/${stamp}.md`, lines.join('\n') + '\n')
console.log(`\n${lines.join('\n')}\n\nReport: bench/reports/${stamp}.md`)
process.exit(0)
