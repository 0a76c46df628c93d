#!/usr/bin/env node
/**
 * Load test of the stations API: `node scripts/bench-map.mjs http://localhost:3000 [seconds=10]
 * [clients=20]`. For a whole-country box (Ukraine, zoom 6) and a city box (central Kyiv, zoom 14)
 * prints p50/p99 latency, requests per second and the response size (raw and gzip).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import pg from 'pg'

import { payloadCli } from './lib/payload-cli.mjs'

/**
 * `npm run bench -- --map`: the map at scale (scripts/bench-map-scale.ts) on a scratch SQLite file
 * and a scratch PostgreSQL database (TEST_POSTGRES_URL's server), both removed afterwards.
 * BENCH_MAP_SIZES (default 100000,1000000), BENCH_MAP_DATABASES (default sqlite,postgres). Writes
 * bench/reports/<time>-map.md.
 */
export async function runMapScale() {
  const started = new Date().toISOString()
  const results = []
  for (const database of (process.env.BENCH_MAP_DATABASES || 'sqlite,postgres').split(',')) {
    let url
    let drop
    if (database === 'postgres') {
      const server = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
      const name = `voltra_bench_map_${Date.now()}`
      const admin = new pg.Client({ connectionString: server })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const u = new URL(server)
      u.pathname = `/${name}`
      url = u.toString()
      drop = async () => {
        const c = new pg.Client({ connectionString: server })
        await c.connect()
        await c.query(`drop database if exists ${name} with (force)`)
        await c.end()
      }
    } else {
      const file = path.join(os.tmpdir(), `voltra-bench-map-${Date.now()}.db`)
      url = `file:${file}`
      drop = async () =>
        ['', '-wal', '-shm', '-journal'].forEach((suffix) => rmSync(file + suffix, { force: true }))
    }
    try {
      console.log(`Map at scale on ${database}…`)
      const run = spawnSync(
        process.execPath,
        [...payloadCli, 'run', 'scripts/bench-map-scale.ts'],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          env: {
            ...process.env,
            DATABASE_URL: url,
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --max-old-space-size=6144`,
            INTERNAL_URL: 'http://127.0.0.1:9',
            LOG_LEVEL: 'warn',
          },
        },
      )
      const lines = `${run.stdout}`.split('\n').filter((l) => l.startsWith('BENCH_MAP '))
      if (!lines.length) console.error(run.stdout.slice(-3000), run.stderr.slice(-3000))
      for (const line of lines) {
        const result = JSON.parse(line.slice('BENCH_MAP '.length))
        results.push(result)
        console.log(JSON.stringify(result))
      }
    } finally {
      await drop()
    }
  }
  const views = ['country', 'country, filtered', 'region', 'city']
  const lines = [
    `# Map at scale ${started}`,
    '',
    'In-process stations query (what /api/v1/stations does, without HTTP), shifted boxes (no cached answers); target p99 ≤ 30 ms at every zoom for 1M, push → API ≤ 1 s.',
    '',
    'Each view: wall-clock p50 / p99 ms, [CPU time p50 / p99 ms], (items in the answer).',
    '',
    `| database | stations | ${views.map((v) => `${v}`).join(' | ')} | previous algorithm p50/p99 ms (${views.join(', ')}) | cold load s | RSS MB | pins MB (previous) | push → API p50/max ms | seed s |`,
    `| --- | --- | ${views.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`,
  ]
  for (const r of results) {
    lines.push(
      `| ${r.database} | ${r.stations.toLocaleString('en')} | ${views.map((v) => `${r[v].p50} / ${r[v].p99} [${r[v].cpuP50} / ${r[v].cpuP99}] (${r[v].items})`).join(' | ')} | ${views.map((v) => `${r.previous[v].p50}/${r.previous[v].p99}`).join(', ')} | ${(r.coldLoadMs / 1000).toFixed(1)} | ${r.rssMb} | ${r.pinsMb} (${r.previousPinsMb}) | ${r.pushToApiMs.p50} / ${r.pushToApiMs.max} | ${(r.seedMs / 1000).toFixed(0)} |`,
    )
  }
  mkdirSync('bench/reports', { recursive: true })
  const stamp = started.replace(/[:.]/g, '-')
  writeFileSync(`bench/reports/${stamp}-map.json`, JSON.stringify(results, null, 2))
  writeFileSync(`bench/reports/${stamp}-map.md`, lines.join('\n') + '\n')
  console.log(`\n${lines.join('\n')}\n\nReport: bench/reports/${stamp}-map.md`)
  return results.length ? 0 : 1
}

const runAsScript = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
const [base = 'http://localhost:3000', seconds = '10', clients = '20'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
// Every request shifts its box by a random few hundred metres, so no two requests are the same and
// the server's per-view answer cache does not hide the work (`--same` sends identical requests).
const same = process.argv.includes('--same')
const box = (w, s, e, n) => () => {
  const d = same ? 0 : (Math.random() - 0.5) * 0.01
  return [w + d, s + d, e + d, n + d].map((v) => v.toFixed(5)).join(',')
}
const cases = {
  'country (Ukraine, zoom 6)': [box(22.0, 44.0, 40.5, 52.5), '&zoom=6'],
  'city (Kyiv, zoom 14)': [box(30.45, 50.41, 30.6, 50.49), '&zoom=14'],
  'country, filtered (50+,120+ free)': [
    box(22.0, 44.0, 40.5, 52.5),
    '&zoom=6&power=50%2B,120%2B&status=free',
  ],
}

for (const [name, [bbox, rest]] of runAsScript ? Object.entries(cases) : []) {
  const url = () => `${base}/api/v1/stations?bbox=${bbox()}${rest}`
  const first = await fetch(url())
  const body = Buffer.from(await first.arrayBuffer())
  const times = []
  const deadline = Date.now() + Number(seconds) * 1000
  await Promise.all(
    Array.from({ length: Number(clients) }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now()
        const response = await fetch(url())
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${response.status} ${url}`)
        times.push(performance.now() - started)
      }
    }),
  )
  times.sort((a, b) => a - b)
  const q = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1)
  const json = JSON.parse(body.toString())
  console.log(
    `${name}: ${times.length} requests, ${(times.length / Number(seconds)).toFixed(0)} req/s, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, ` +
      `${json.items.length} items for ${json.total} stations, ${(body.length / 1024).toFixed(1)} KB (${(gzipSync(body).length / 1024).toFixed(1)} KB gzip)`,
  )
}
