/**
 * The sales charts' aggregates at scale, on the database DATABASE_URL names (a scratch one: `npm
 * run bench -- --charts` creates and removes it; run with `npm run payload -- run`). Inserts
 * BENCH_CHARTS_LEADS leads (default 100000) spread over the last 16 weeks, a tenth as many partner
 * requests and contact messages and a twentieth as many orders, then times `salesCharts` (what the
 * dashboard runs) cold once and warm BENCH_CHARTS_RUNS times. Prints one `BENCH_CHARTS {json}`
 * line.
 */
import os from 'node:os'

import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'

import { salesCharts } from '@/features/backoffice/dashboard/charts'
import { runStatement, sqlTable } from '@/lib/sql'
import { migrationsFor } from '@/migrations'

const leads = Number(process.env.BENCH_CHARTS_LEADS || 100_000)
const runs = Number(process.env.BENCH_CHARTS_RUNS || 20)
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsFor() })
const postgres = payload.db.name === 'postgres'
if (!postgres) await runStatement(payload, sql`PRAGMA synchronous = OFF`)

const sources = [null, null, 'google', 'newsletter', 'linkedin', 'facebook', 'bing', 'partner-x']
const markets = ['default', 'en', 'my']
const statuses = ['new', 'contacted', 'qualified', 'won', 'lost']
const weekMs = 7 * 24 * 60 * 60 * 1000
const now = Date.now()
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

async function insert(collection: string, count: number, row: (i: number) => object) {
  const { db, table } = sqlTable(payload, collection)
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const at = new Date(now - Math.floor(Math.random() * 16 * weekMs)).toISOString()
      return {
        ...row(start + k),
        createdAt: at,
        updatedAt: at,
        delivery_state: 'delivered',
        arrival_source: pick(sources),
        arrival_market: pick(markets),
      }
    })
    await db.insert(table).values(rows)
  }
}

const seedStarted = Date.now()
await insert('leads', leads, (i) => ({
  interest: 'start_business',
  email: `bench.${i}@example.com`,
  status: pick(statuses),
}))
await insert('partner-requests', leads / 10, (i) => ({
  email: `partner.${i}@example.com`,
  status: 'new',
}))
await insert('contact-messages', leads / 10, (i) => ({
  email: `contact.${i}@example.com`,
  status: 'new',
}))
await insert('orders', leads / 20, (i) => ({
  number: `BENCH-${i}`,
  status: 'new',
  market: pick(markets),
  currency: 'EUR',
  fulfilment: 'pickup',
  commercialTotal: 10,
  customerName: 'Bench',
  phone: '+351912345678',
  privacyConsent: true,
}))
const seedMs = Date.now() - seedStarted
if (postgres) {
  await runStatement(payload, sql`analyze`)
}

// Wall-clock time, and this process's CPU time: on SQLite the database works in this process, so
// the CPU time is the work itself, whatever else a shared machine runs at the same moment.
const time = async () => {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const charts = await salesCharts(payload)
  const used = process.cpuUsage(cpu)
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, charts }
}
const cold = await time()
const warm: number[] = []
const cpu: number[] = []
for (let i = 0; i < runs; i++) {
  const run = await time()
  warm.push(run.ms)
  cpu.push(run.cpuMs)
}
warm.sort((a, b) => a - b)
cpu.sort((a, b) => a - b)
const q = (p: number, list = warm) =>
  Math.round(list[Math.min(list.length - 1, Math.floor(list.length * p))]!)
const counted = cold.charts.leadsByForm.reduce(
  (sum, s) => sum + s.values.reduce((a, b) => a + b),
  0,
)
console.log(
  `BENCH_CHARTS ${JSON.stringify({
    database: postgres ? 'postgres' : 'sqlite',
    leads,
    counted,
    seedMs,
    coldMs: Math.round(cold.ms),
    p50Ms: q(0.5),
    p95Ms: q(0.95),
    maxMs: Math.round(warm.at(-1)!),
    cpuP50Ms: q(0.5, cpu),
    cpuP95Ms: q(0.95, cpu),
    load: os.loadavg()[0]!.toFixed(1),
  })}`,
)
process.exit(0)
