import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

/**
 * Lighthouse for the bench, in Debian's Chromium: mobile, simulated throttling. A page runs several
 * times and reports Lighthouse's own median run with the range of the scores, since one run's score
 * moves by several points on these machines; the host's CPU benchmark index comes with it (the 4x
 * slowdown assumes a desktop's, about 1,300 to 2,000).
 */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    // The bench's nginx presents a throwaway certificate of its own (scripts/lib/nginx.mjs).
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumArgs],
  })
}

/** Lighthouse on one address, run `runs` times: the median run's figures and the score range. */
export async function lighthouseOf(chrome, url, runs) {
  const reports = []
  for (let i = 0; i < runs; i++) {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (run?.lhr) reports.push(run.lhr)
  }
  // Lighthouse's median needs a first paint and a time to interactive; a run without them (its
  // runtimeError says why) is reported only when no run has them.
  const valid = filterToValidRuns(reports)
  const lhr = valid.length ? computeMedianRun(valid) : (reports[0] ?? null)
  if (!lhr) return undefined
  const scores = reports.map((r) => r.categories.performance?.score ?? 0)
  return {
    runs: reports.length,
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
