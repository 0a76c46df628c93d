import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { BackgroundWork } from '@/lib/jobs'
import { scrapedGauge } from '@/lib/metrics'

import { releaseLease, takeLease } from '../stations/leases'
import { runPull, type PullModule } from './pull'

/**
 * The scheduled OCPI pulls: with OCPI_PULL_URL (locations) and/or OCPI_TARIFFS_URL set, every
 * OCPI_PULL_INTERVAL_SECONDS (default 300) the background scheduler (src/lib/jobs.ts) pulls them.
 * However many instances run, one pulls: each run holds a lease row (map-state), taken with one
 * conditional UPDATE, renewed after every page and released at the end; a dead holder's lease
 * runs out. Whether a pull is due is read from the last run in `ocpi-runs`, after taking the lease.
 */
const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
const leaseMs = 5 * 60_000
const running = new Set<PullModule>()

export function scheduledPulls(
  env: Record<string, string | undefined> = process.env,
): { module: PullModule; url: string }[] {
  return [
    ...(env.OCPI_PULL_URL ? [{ module: 'locations' as const, url: env.OCPI_PULL_URL }] : []),
    ...(env.OCPI_TARIFFS_URL ? [{ module: 'tariffs' as const, url: env.OCPI_TARIFFS_URL }] : []),
  ]
}

export const pullIntervalMs = (env: Record<string, string | undefined> = process.env) =>
  Math.max(10, Number(env.OCPI_PULL_INTERVAL_SECONDS) || 300) * 1000

async function due(
  payload: Payload,
  module: PullModule,
  url: string,
  intervalMs: number,
): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'ocpi-runs',
    where: { and: [{ module: { equals: module } }, { source: { equals: url } }] },
    sort: '-startedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const last = docs[0]?.startedAt
  return !last || Date.now() - new Date(last).getTime() >= intervalMs
}

/**
 * One pull, if due and if this instance gets the lease. Resolves when it is done (or not started).
 */
export async function pullIfDue(
  payload: Payload,
  module: PullModule,
  url: string,
  env: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  // In this process, a flag taken before any await; across instances, the lease.
  if (running.has(module)) return false
  running.add(module)
  const key = `lease:ocpi-pull:${module}`
  let leased = false
  try {
    leased = await takeLease(payload, key, holder, leaseMs)
    if (!leased) return false
    if (!(await due(payload, module, url, pullIntervalMs(env)))) return false
    const run = await runPull(payload, {
      module,
      url,
      token: env.OCPI_TOKEN,
      trigger: 'schedule',
      onPage: async () => void (await takeLease(payload, key, holder, leaseMs)),
      log: (line) => payload.logger.warn({ msg: 'ocpi pull', line }),
    })
    const line = {
      msg: 'ocpi pull',
      module,
      status: run.status,
      received: run.received,
      created: run.created,
      updated: run.updated,
      rejected: run.rejected,
      error: run.error ?? undefined,
    }
    if (run.status === 'succeeded') payload.logger.info(line)
    else payload.logger.warn(line)
    return true
  } finally {
    running.delete(module)
    if (leased) await releaseLease(payload, key, holder).catch(() => {})
  }
}

/**
 * Called by every pass of the background scheduler: starts the due pulls without waiting for them
 * (a long pull must not hold up e-mail deliveries), never throws.
 */
export function startDueOcpiPulls(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): void {
  for (const { module, url } of scheduledPulls(env)) {
    void pullIfDue(payload, module, url, env).catch((error) =>
      payload.logger.error({ msg: 'ocpi pull failed', module, error: (error as Error).message }),
    )
  }
}

/**
 * Leases of pulls still running when the process stops: handed back so another instance may pull.
 */
async function releaseOcpiLeases(payload: Payload): Promise<void> {
  for (const pulled of running) await releaseLease(payload, `lease:ocpi-pull:${pulled}`, holder)
}

/** The scheduled pulls as background work of the server's scheduler (src/instrumentation.ts). */
export const ocpiPullWork: BackgroundWork = {
  name: 'OCPI pulls',
  run: (payload) => startDueOcpiPulls(payload),
  release: (payload) => releaseOcpiLeases(payload),
}

/**
 * Seconds since the last successful pull per module, for Prometheus (only modules configured to
 * pull).
 */
export function watchOcpiPulls(payload: Payload): void {
  scrapedGauge(
    'site_ocpi_last_pull_age_seconds',
    'Seconds since the last successful OCPI pull, per module (absent before the first)',
    ['module'],
    async (gauge) => {
      gauge.reset()
      for (const { module: pulled } of scheduledPulls()) {
        const { docs } = await payload.find({
          collection: 'ocpi-runs',
          where: { and: [{ module: { equals: pulled } }, { status: { equals: 'succeeded' } }] },
          sort: '-startedAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        const at = docs[0]?.startedAt
        if (at) gauge.set({ module: pulled }, Math.max(0, (Date.now() - Date.parse(at)) / 1000))
      }
    },
  )
}
