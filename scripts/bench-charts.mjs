/**
 * `npm run bench -- --charts`: the sales desk's chart aggregates at 100,000 leads
 * (scripts/bench-charts-scale.ts) on a scratch SQLite file and a scratch PostgreSQL database
 * (TEST_POSTGRES_URL's server), both removed afterwards. Target: ≤ 200 ms for all of them at once,
 * as the dashboard asks. BENCH_CHARTS_LEADS (100000), BENCH_CHARTS_RUNS (20),
 * BENCH_CHARTS_DATABASES (sqlite,postgres). Writes bench/reports/<time>-charts.md.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { onScratchPostgres } from './lib/bench-load.mjs'
import { payloadCli } from './lib/payload-cli.mjs'

function measure(databaseUrl) {
  const run = spawnSync(process.execPath, [...payloadCli, 'run', 'scripts/bench-charts-scale.ts'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      INTERNAL_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
    },
  })
  const line = `${run.stdout}`.split('\n').find((l) => l.startsWith('BENCH_CHARTS '))
  if (!line) {
    console.error(`${run.stdout}`.slice(-3000), `${run.stderr}`.slice(-3000))
    return null
  }
  const result = JSON.parse(line.slice('BENCH_CHARTS '.length))
  console.log(JSON.stringify(result))
  return result
}

export async function runChartsScale() {
  const started = new Date().toISOString()
  const results = []
  for (const database of (process.env.BENCH_CHARTS_DATABASES || 'sqlite,postgres').split(',')) {
    console.log(`Chart aggregates on ${database}…`)
    if (database === 'postgres') {
      await onScratchPostgres(async (url) => {
        const result = measure(url)
        if (result) results.push(result)
      })
      continue
    }
    const file = path.join(os.tmpdir(), `voltra-bench-charts-${Date.now()}.db`)
    try {
      const result = measure(`file:${file}`)
      if (result) results.push(result)
    } finally {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
    }
  }
  const lines = [
    `# Sales chart aggregates ${started}`,
    '',
    'Every figure of the sales desk’s charts at once (salesCharts: leads per week by form, market and source, sources by status, orders per week by market), in process, without HTTP; target ≤ 200 ms.',
    '',
    'CPU: this process’s CPU time per run (on SQLite the database works in this process; on PostgreSQL the server’s work is not in it). Load: the machine’s 1-minute load average during the run.',
    '',
    '| database | leads | counted in 12 weeks | cold ms | p50 ms | p95 ms | max ms | CPU p50 / p95 ms | load | seed s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.leads.toLocaleString('en')} | ${r.counted.toLocaleString('en')} | ${r.coldMs} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${r.cpuP50Ms} / ${r.cpuP95Ms} | ${r.load} | ${(r.seedMs / 1000).toFixed(0)} |`,
    ),
  ]
  mkdirSync('bench/reports', { recursive: true })
  const stamp = started.replace(/[:.]/g, '-')
  writeFileSync(`bench/reports/${stamp}-charts.json`, JSON.stringify(results, null, 2))
  writeFileSync(`bench/reports/${stamp}-charts.md`, lines.join('\n') + '\n')
  console.log(`\n${lines.join('\n')}\n\nReport: bench/reports/${stamp}-charts.md`)
  return results.length ? 0 : 1
}
