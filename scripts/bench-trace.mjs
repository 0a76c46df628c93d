#!/usr/bin/env node
/**
 * Where a page's main-thread time goes: loads each address in Debian's Chromium as a phone would
 * (412 × 823, 4x CPU slowdown, no network throttling, a fresh context each time) with a Chromium
 * trace, and groups the main thread's work as Lighthouse does (its own task tree,
 * lighthouse/core/lib/tracehouse), plus what Lighthouse's "other" is made of. Addresses are loaded
 * in turn, `runs` times each (alternating, so the host's load falls on all of them alike); the
 * medians are printed and, with TRACE_JSON=<file>, written out. Without network throttling the
 * figures are the phone's CPU work only, which moves far less with the host's load than
 * Lighthouse's simulated scores.
 *
 *   node scripts/bench-trace.mjs [--runs=5] [--cookie=cookieConsent=none] <url> [<url>…]
 *
 * `--cookie` sets a cookie first (with the one above, a returning visitor: no cookie notice).
 */
import { writeFileSync } from 'node:fs'

import Trace from 'lighthouse/core/gather/gatherers/trace.js'
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import { chromium } from 'playwright-core'

import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5)
const cookie = process.argv.find((a) => a.startsWith('--cookie='))?.slice(9)
const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const quietMs = 2500

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (!sorted.length) return undefined
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One load of `url` under a trace: the figures of its main thread. */
async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=')
    await context.addCookies([{ name, value, url: new URL(url).origin }])
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, { categories: Trace.getDefaultTraceCategories() })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(quietMs)
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
  const html = await page.content()
  await context.close()

  const processed = TraceProcessor.processTrace(trace)
  const navigation = TraceProcessor.processNavigation(processed)
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  )
  const groups = {}
  const other = {}
  for (const task of tasks) {
    groups[task.group.id] = (groups[task.group.id] ?? 0) + task.selfTime
    if (task.group.id === 'other')
      other[task.event.name] = (other[task.event.name] ?? 0) + task.selfTime
  }
  const fcp = navigation.timings.firstContentfulPaint
  const topLevel = tasks.filter((t) => !t.parent)
  // Blocking time as Lighthouse counts it, but observed (4x slowdown) rather than simulated.
  const blocking = topLevel
    .filter((t) => t.startTime >= fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
  const longest = topLevel
    .filter((t) => t.duration >= 50)
    .map((t) => {
      const self = {}
      const walk = (n) => {
        self[`${n.group.id}:${n.event.name}`] =
          (self[`${n.group.id}:${n.event.name}`] ?? 0) + n.selfTime
        n.children.forEach(walk)
      }
      walk(t)
      const top = Object.entries(self)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
      return `@${Math.round(t.startTime)} ${Math.round(t.duration)} ms (${top.join(', ')})`
    })
  return {
    fcp,
    lcp: navigation.timings.largestContentfulPaint,
    load: navigation.timings.load,
    total: topLevel.reduce((sum, t) => sum + t.duration, 0),
    blocking,
    groups,
    other,
    longest,
    domNodes: (html.match(/<[a-zA-Z]/g) ?? []).length,
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const all = new Map(urls.map((u) => [u, []]))
for (let i = 0; i < runs; i++)
  for (const url of urls) {
    try {
      all.get(url).push(await traceOnce(browser, url))
    } catch (error) {
      console.warn(`${url}: ${error.message}`)
    }
  }
await browser.close()

const summary = {}
for (const [url, results] of all) {
  const keys = (pick) => [...new Set(results.flatMap((r) => Object.keys(pick(r))))]
  const med = (pick) =>
    Object.fromEntries(
      keys(pick)
        .map((k) => [k, Math.round(median(results.map((r) => pick(r)[k] ?? 0)))])
        .filter(([, v]) => v >= 5)
        .sort((a, b) => b[1] - a[1]),
    )
  summary[url] = {
    runs: results.length,
    fcp: Math.round(median(results.map((r) => r.fcp))),
    lcp: Math.round(median(results.map((r) => r.lcp))),
    total: Math.round(median(results.map((r) => r.total))),
    blocking: Math.round(median(results.map((r) => r.blocking))),
    blockingRuns: results.map((r) => Math.round(r.blocking)),
    domElements: median(results.map((r) => r.domNodes)),
    groups: med((r) => r.groups),
    other: med((r) => r.other),
    longTasksOfFirstRun: results[0]?.longest,
  }
}
console.log(JSON.stringify(summary, null, 2))
if (process.env.TRACE_JSON) writeFileSync(process.env.TRACE_JSON, JSON.stringify(summary, null, 2))
