#!/usr/bin/env node
/**
 * `npm run bench`: what visitors feel, on the production build (docs/performance.md). Lighthouse
 * and first-load weight of key pages in /en and /ua, and the framework's floor (a bare Next page,
 * scripts/lib/bench-floor.mjs); load tests of pages and public APIs; the write path (stored and
 * delivered submissions) on SQLite, then on a scratch PostgreSQL database. Not in CI: timings on
 * shared machines are noisy. Options: SKIP_BUILD=1, BENCH_DURATION (10 s), BENCH_LOCALES (en,ua),
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_PAGES (key pages by name, all by default),
 * BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1, BENCH_SKIP_FLOOR=1, BENCH_ONLY=forms, BENCH_COMPARE_URL (another
 * build's server, e.g. the one before a change: each page is scored there too, right after this
 * build's, and the report shows both), BENCH_DIRECT=1 (Lighthouse loads pages from the Node servers
 * over HTTP/1.1 instead of through nginx as deployed, with TLS and HTTP/2); `-- --map` measures the map at scale instead (scripts/bench-map.mjs), `--
 * --charts` the sales desk's chart aggregates at 100,000 leads (scripts/bench-charts.mjs), `-- --start`
 * a fresh clone's first start and the build by part (scripts/bench-start.mjs).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'node-html-parser'
import { SMTPServer } from 'smtp-server'

import { measurePageWeight } from '../bench/page-weight.mjs'
import { startFloorServer } from './lib/bench-floor.mjs'
import { launchChromium, lighthouseOf } from './lib/bench-lighthouse.mjs'
import { loadTests, onScratchPostgres } from './lib/bench-load.mjs'
import { writeBenchReport } from './lib/bench-report.mjs'
import { nginxPath, startNginx } from './lib/nginx.mjs'
import { startProductionServer } from './lib/serve.mjs'

process.chdir(path.resolve(import.meta.dirname, '..'))
if (process.argv.includes('--map')) {
  const { runMapScale } = await import('./bench-map.mjs')
  process.exit(await runMapScale())
}
if (process.argv.includes('--start')) {
  await import('./bench-start.mjs')
  process.exit(0)
}
if (process.argv.includes('--charts')) {
  const { runChartsScale } = await import('./bench-charts.mjs')
  process.exit(await runChartsScale())
}
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'))
const duration = Number(process.env.BENCH_DURATION || 10)
const locales = (process.env.BENCH_LOCALES || 'en,ua').split(',')
const marketing = new Set(['home', 'business', 'drivers', 'contact'])
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
    ['drivers', `${l}/ev-drivers`],
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
  // BENCH_PAGES=home,news narrows a sitting to some pages (the floor is still scored beside them).
  const only = process.env.BENCH_PAGES?.split(',')
  return pages.filter(([name, p]) => p && (!only || only.includes(name)))
}

const results = {
  startedAt: new Date().toISOString(),
  base,
  durationPerLoadTest: duration,
  pages: [],
  load: [],
}

// 1. Lighthouse (mobile, simulated throttling) and page weight.
const chrome = process.env.BENCH_SKIP_LIGHTHOUSE || formsOnly ? null : await launchChromium()
// Lighthouse loads every page (ours, the compared build's, the floor's) through nginx as
// deploy/nginx/voltra.conf sets it up: visitors reach the site over TLS and HTTP/2, one connection
// for every request. Straight from the Node server, over HTTP/1.1, Lighthouse's simulation gives each
// of six parallel connections its own cold start, a cost no visitor pays. The weights are read
// directly from the servers either way.
const proxied = Boolean(chrome && nginxPath && !process.env.BENCH_DIRECT)
if (chrome && !proxied)
  console.warn(
    nginxPath
      ? 'BENCH_DIRECT=1: Lighthouse loads pages from the Node servers over HTTP/1.1.'
      : 'nginx is not installed: Lighthouse loads pages from the Node servers over HTTP/1.1.',
  )
results.transport = proxied ? 'nginx (TLS, HTTP/2)' : 'the Node server (HTTP/1.1)'
/** The address Lighthouse loads a server's pages from, and how to stop what it started. */
async function seenAs(origin) {
  if (!proxied) return { baseURL: origin, stop: async () => {} }
  return startNginx(origin)
}
// A proxy that does not start stops the bench, and the server with it.
const seen = await seenAs(base).catch(async (error) => {
  await server.stop()
  throw error
})
const compareBase = process.env.BENCH_COMPARE_URL
const seenCompare = chrome && compareBase ? await seenAs(compareBase) : null
for (const locale of formsOnly ? [] : locales) {
  for (const [name, pagePath] of await keyPages(locale)) {
    const weight = await measurePageWeight(base, pagePath, { brotli: true })
    const entry = { name, locale, path: pagePath, status: weight.status, weight }
    if (chrome)
      entry.lighthouse = await lighthouseOf(chrome, `${seen.baseURL}${pagePath}`, lighthouseRuns)
    if (seenCompare)
      entry.compare = {
        weight: await measurePageWeight(compareBase, pagePath, { brotli: true }),
        lighthouse: await lighthouseOf(chrome, `${seenCompare.baseURL}${pagePath}`, lighthouseRuns),
      }
    results.pages.push(entry)
    console.log(
      `${pagePath}: JS ${(weight.js.gzip / 1024).toFixed(1)} KB gz${entry.lighthouse ? `, perf ${entry.lighthouse.performance}, a11y ${entry.lighthouse.accessibility}` : ''}`,
    )
  }
}
// The framework's floor, scored in the same run: the bare page, and the same page with only the
// site's stylesheets and font (`/styled`, the part of the distance that is the host's download of
// them rather than a phone's work). BENCH_SKIP_FLOOR=1 leaves it out (it installs from the npm
// registry once).
if (chrome && !process.env.BENCH_SKIP_FLOOR) {
  const floor = await startFloorServer().catch((error) =>
    console.warn(`The framework's floor is not measured: ${error.message}`),
  )
  const seenFloor = floor
    ? await seenAs(floor.baseURL).catch(async (error) => {
        await floor.stop()
        throw error
      })
    : null
  // Every page is measured against the floor, so its median takes at least seven runs: through
  // nginx some of its runs paint after the framework's scripts have run, and Lighthouse then counts
  // their download (LCP about 2 s instead of 1.0–1.3), from one run in seven to most of them.
  const floorRuns = Math.max(7, lighthouseRuns)
  results.floorRuns = floorRuns
  if (floor && seenFloor) {
    try {
      for (const [key, pagePath, label] of [
        ['floor', '/', 'bare Next page (floor)'],
        ['floorStyled', '/styled', 'floor + our CSS and font'],
      ]) {
        const weight = await measurePageWeight(floor.baseURL, pagePath, { brotli: true })
        results[key] = {
          name: key,
          path: label,
          status: weight.status,
          weight,
          lighthouse: await lighthouseOf(chrome, `${seenFloor.baseURL}${pagePath}`, floorRuns),
        }
        console.log(
          `${label}: JS ${(weight.js.gzip / 1024).toFixed(1)} KB gz, perf ${results[key].lighthouse?.performance}`,
        )
      }
    } finally {
      await seenFloor.stop()
      await floor.stop()
    }
  }
}
if (chrome) await chrome.kill()
await seen.stop()
await seenCompare?.stop()

// 2. Load: 20 concurrent clients on loopback.
const { load, formLoad } = loadTests(duration, results.load)
if (!process.env.BENCH_SKIP_LOAD) {
  if (!formsOnly) {
    // The ceiling a page can reach on this server: the static file of its own build closest in
    // size to the home page, measured in the same run, compressed as browsers ask for both.
    const compressed = { headers: { 'accept-encoding': 'br, gzip' } }
    const home = await (await fetch(`${base}/${locales[0]}`)).text()
    const chunks = parse(home)
      .querySelectorAll('script[src^="/_next/static/"], link[href^="/_next/static/"]')
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
    const sized = await Promise.all(
      chunks.map(async (chunk) => ({
        chunk,
        bytes: (await (await fetch(`${base}${chunk}`)).arrayBuffer()).byteLength,
      })),
    )
    const pageBytes = Buffer.byteLength(home)
    const closest = sized.sort(
      (a, b) => Math.abs(a.bytes - pageBytes) - Math.abs(b.bytes - pageBytes),
    )[0]
    if (closest) {
      console.log(
        `static file ${closest.chunk}: ${closest.bytes} B beside a page of ${pageBytes} B`,
      )
      await load('static chunk', `${base}${closest.chunk}`, compressed)
    }
    for (const entry of results.pages.filter((p) => p.locale === locales[0]))
      await load(`page ${entry.name}`, `${base}${entry.path}`, compressed)
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

// The write path again on PostgreSQL.
if (!process.env.BENCH_SKIP_LOAD)
  await onScratchPostgres(async (databaseUrl) => {
    const pgServer = await startProductionServer({
      env: { ...serverEnv, DATABASE_URL: databaseUrl, SEED_STATIONS: '200' },
    })
    try {
      await formLoad('PostgreSQL', pgServer.baseURL)
    } finally {
      await pgServer.stop()
    }
  })

smtpSink.close()

// 3. Report, marked against the budgets.
const report = writeBenchReport(results, {
  budgets,
  lighthouse: Boolean(chrome),
  lighthouseRuns,
  duration,
  marketing,
})
console.log(`\n${report.markdown}\n\nReport: ${report.path}`)
process.exit(0)
