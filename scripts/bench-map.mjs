#!/usr/bin/env node
/**
 * Load test of the stations API: `node scripts/bench-map.mjs http://localhost:3000 [seconds=10] [clients=20]`.
 * For a whole-country box (Ukraine, zoom 6) and a city box (central Kyiv, zoom 14) prints p50/p99
 * latency, requests per second and the response size (raw and gzip).
 */
import { gzipSync } from 'node:zlib'

const [base = 'http://localhost:3000', seconds = '10', clients = '20'] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
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
  'country, filtered (50+,120+ free)': [box(22.0, 44.0, 40.5, 52.5), '&zoom=6&power=50%2B,120%2B&status=free'],
}

for (const [name, [bbox, rest]] of Object.entries(cases)) {
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
