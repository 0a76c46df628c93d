import { Redis } from 'ioredis'
import type { Migration, Payload } from 'payload'

import { lifecycle } from '@/lib/lifecycle'
import { scrapedGauge } from '@/lib/metrics'
import { pendingMigrations, pingDatabase, postgresPool } from '@/lib/sql'

/**
 * What an operator watches of the app once it runs (the server's probes and metrics, src/server):
 * - readiness: the database answers and has run every checked-in migration; Redis answers when
 *   REDIS_URL is set (`/readyz`);
 * - the PostgreSQL pool: its connections as gauges, and a driver error on an idle connection (the
 *   database restarting) logged instead of ending the process.
 * Features add their own gauges (deliveries, OCPI pulls); src/instrumentation.ts calls each once.
 */
export function watchOperations(payload: Payload, migrations: readonly Migration[]): void {
  lifecycle.addReadinessCheck('database', async () => {
    await pingDatabase(payload)
    const pending = await pendingMigrations(payload, migrations)
    if (pending.length) throw new Error(`migrations not applied: ${pending.join(', ')}`)
  })
  if (process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_500,
      enableOfflineQueue: false,
      // A short fixed wait between reconnects: with ioredis' growing default (up to 2 s) the probe
      // kept answering 503 for seconds after Redis was back.
      retryStrategy: () => 250,
    })
    redis.on('error', () => {}) // reported by the check itself
    lifecycle.addReadinessCheck('redis', async () => {
      if (redis.status === 'wait' || redis.status === 'end') await redis.connect()
      await redis.ping()
    })
  }

  const pool = postgresPool(payload)
  if (!pool) return
  let lastWarning = 0
  pool.on('error', (error) => {
    // node-postgres emits this for an idle connection the server closed: unhandled, it ends the
    // process.
    if (Date.now() - lastWarning < 10_000) return
    lastWarning = Date.now()
    payload.logger.warn({ msg: 'database connection lost', error: error.message })
  })
  scrapedGauge(
    'site_db_pool_connections',
    'PostgreSQL connections of this process: total, idle, and requests waiting for one',
    ['state'],
    (gauge) => {
      gauge.set({ state: 'total' }, pool.totalCount)
      gauge.set({ state: 'idle' }, pool.idleCount)
      gauge.set({ state: 'waiting' }, pool.waitingCount)
    },
  )
}
