import { mkdirSync, writeFileSync } from 'node:fs'

/**
 * The bench's report: a Markdown table of the pages (Lighthouse and first-load weight, each figure
 * marked against bench/budgets.json) and of the load tests, written with the raw results to
 * bench/reports/<time>.{md,json}.
 */
const mark = (ok) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗')
const pct = (v) => (v === undefined || v === null ? 'n/a' : Math.round(v * 100).toString())

/**
 * The lowest and highest benchmark index Lighthouse measured on this host during the runs reported.
 */
function benchmarkIndexes(results) {
  const indexes = [...results.pages, results.floor, results.floorStyled]
    .map((p) => p?.lighthouse?.benchmarkIndex)
    .filter((i) => typeof i === 'number')
  return indexes.length
    ? `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
    : 'unknown'
}

function pageRow(p, { targets, jsCeilingsGzipKb }, marketing) {
  const lh = p.lighthouse
  const jsKb = p.weight.js.gzip / 1024
  const ceiling = jsCeilingsGzipKb[p.path]
  const jsOk = marketing.has(p.name)
    ? jsKb <= targets.marketingJsGzipKb
    : ceiling
      ? jsKb <= ceiling
      : undefined
  return `| ${p.path} | ${pct(lh?.performance)}${lh ? mark(lh.performance >= targets.performance) : ''} | ${lh ? lh.performanceRange.map(pct).join('–') : 'n/a'} | ${pct(lh?.accessibility)}${lh ? mark(lh.accessibility >= targets.accessibility) : ''} | ${pct(lh?.bestPractices)}${lh ? mark(lh.bestPractices >= targets.bestPractices) : ''} | ${pct(lh?.seo)}${lh ? mark(lh.seo >= targets.seo) : ''} | ${lh ? Math.round(lh.lcpMs) + mark(lh.lcpMs <= targets.lcpMs) : 'n/a'} | ${lh ? Math.round(lh.tbtMs) : 'n/a'} | ${typeof lh?.cls === 'number' ? lh.cls.toFixed(3) + mark(lh.cls <= targets.cls) : 'n/a'} | ${jsKb.toFixed(1)}${mark(jsOk)} (${(p.weight.js.raw / 1024).toFixed(0)}) | ${(p.weight.jsBrotli / 1024).toFixed(1)} | ${(p.weight.css.gzip / 1024).toFixed(1)} | ${(p.weight.html.gzip / 1024).toFixed(1)} |`
}

function loadTable(load) {
  const staticRate = load.find((l) => l.name === 'static chunk')?.requestsPerSecond
  const share = (l) =>
    staticRate && l.name.startsWith('page ')
      ? `${Math.round((l.requestsPerSecond / staticRate) * 100)} %`
      : ''
  return [
    '',
    '| load test | req/s | share of static | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...load.map(
      (l) =>
        `| ${l.method} ${l.url} | ${l.requestsPerSecond.toFixed(0)} | ${share(l)} | ${l.latencyP50Ms} | ${l.latencyP99Ms} | ${l.non2xx} | ${l.errors + l.timeouts} |`,
    ),
  ]
}

/**
 * Each page's distance from the framework's floor measured in the same run (a bare Next page of
 * the same Next and React): points of performance, blocking time and LCP above it, against the
 * margins we hold ourselves to (5 points, 200 ms, 500 ms). The last column is the LCP above the
 * floor with only our stylesheets and font: what is left once the host's download of those is
 * taken out.
 */
function floorTable(pages, floor, floorStyled) {
  const f = floor?.lighthouse
  if (!f) return []
  const s = floorStyled?.lighthouse
  const compared = pages.some((p) => p.compare?.lighthouse)
  const distance = (lh) => ({
    points: Math.round((f.performance - lh.performance) * 100),
    tbt: Math.round(lh.tbtMs - f.tbtMs),
    lcp: Math.round(lh.lcpMs - f.lcpMs),
    styled: s ? Math.round(lh.lcpMs - s.lcpMs) : undefined,
  })
  const cells = (d) =>
    `${d.points}${mark(d.points <= 5)} | ${d.tbt}${mark(d.tbt <= 200)} | ${d.lcp}${mark(d.lcp <= 500)} |${s ? ` ${d.styled} |` : ''}`
  const rows = [...pages, ...(floorStyled ? [floorStyled] : [])]
    .filter((p) => p.lighthouse)
    .map((p) => {
      const before = p.compare?.lighthouse
      const js = (w) => (w ? (w.js.gzip / 1024).toFixed(1) : '')
      return `| ${p.path} | ${cells(distance(p.lighthouse))}${compared ? ` ${before ? cells(distance(before)) : ' | | |' + (s ? ' |' : '')} ${js(p.compare?.weight)} → ${js(p.weight)} |` : ''}`
    })
  const head = `points below | TBT ms above | LCP ms above |${s ? ' LCP ms above floor + CSS and font |' : ''}`
  const columns = head.split('|').length - 1
  return [
    '',
    `Distance from the floor (perf ${pct(f.performance)}, TBT ${Math.round(f.tbtMs)} ms, LCP ${Math.round(f.lcpMs)} ms${s ? `; with our CSS and font: perf ${pct(s.performance)}, TBT ${Math.round(s.tbtMs)} ms, LCP ${Math.round(s.lcpMs)} ms` : ''})${compared ? `, this build and then the compared one (BENCH_COMPARE_URL), each page scored on both in turn` : ''}:`,
    '',
    `| page | ${head}${compared ? ` before: ${head.replaceAll('|', '| before:').replace(/\| before:$/, '|')} JS gz KB before → now |` : ''}`,
    `| --- |${' --- |'.repeat(columns * (compared ? 2 : 1) + (compared ? 1 : 0))}`,
    ...rows,
  ]
}

/**
 * Writes the report of `results` and returns its Markdown and path. `lighthouse`: whether
 * Lighthouse ran; `marketing`: the page names held to the marketing pages' JavaScript target.
 */
export function writeBenchReport(
  results,
  { budgets, lighthouse, lighthouseRuns, duration, marketing },
) {
  const { targets } = budgets
  const lines = [
    `# Benchmark ${results.startedAt}`,
    '',
    `Production build on this machine, Lighthouse ${lighthouse ? 'mobile (simulated throttling)' : 'skipped'}, load tests ${duration} s × 20 connections on loopback.`,
    `Targets: performance ≥ ${targets.performance * 100}, accessibility/best practices/SEO = 100, LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, marketing first-load JS ≤ ${targets.marketingJsGzipKb} KB gzip; CI ceilings per page in bench/budgets.json.`,
    '',
    lighthouse
      ? `Lighthouse: the median of ${lighthouseRuns} runs per page${results.floorRuns ? ` and ${results.floorRuns} per floor` : ''} (perf range: the lowest and highest score of those runs), pages loaded through ${results.transport}; this host's CPU benchmark index ${benchmarkIndexes(results)}.`
      : '',
    '',
    '| page | perf | perf range | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS gz KB (raw) | JS br KB (sent) | CSS gz KB | HTML gz KB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[results.pages, results.floor ?? [], results.floorStyled ?? []]
      .flat()
      .map((p) => pageRow(p, budgets, marketing)),
  ]
  lines.push(...floorTable(results.pages, results.floor, results.floorStyled))
  const failing = results.pages.filter((p) => p.lighthouse?.failing?.length)
  if (failing.length) {
    lines.push('', 'Lighthouse audits not passing:', '')
    for (const p of failing) lines.push(`- ${p.path}: ${p.lighthouse.failing.join(', ')}`)
  }
  if (results.load.length) lines.push(...loadTable(results.load))
  mkdirSync('bench/reports', { recursive: true })
  const stamp = results.startedAt.replace(/[:.]/g, '-')
  writeFileSync(`bench/reports/${stamp}.json`, JSON.stringify(results, null, 2))
  const markdown = lines.join('\n')
  writeFileSync(`bench/reports/${stamp}.md`, markdown + '\n')
  return { markdown, path: `bench/reports/${stamp}.md` }
}
