import type { JobsConfig } from 'payload'

import { hasRole } from '@/access'

import { deliveryQueue, deliveryTask } from './delivery'

/**
 * Payload's jobs queue for deliveries. Each submission runs its delivery job right after the answer
 * (`after()` in the route); the cron below, started with the server process (`next start`), picks up
 * retries whose backoff has passed and anything left over after a restart.
 * JOBS_AUTORUN_CRON (default every 10 seconds; six fields = seconds) changes its pace; JOBS_AUTORUN=off
 * stops it in this process (for a dedicated worker running `payload jobs:run`).
 */
export function formJobs(): JobsConfig {
  return {
    tasks: [deliveryTask()],
    autoRun: [{ cron: process.env.JOBS_AUTORUN_CRON || '*/10 * * * * *', queue: deliveryQueue, limit: 20 }],
    // Not in test workers (they run jobs themselves) and not when switched off.
    shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'off' && !process.env.VITEST_WORKER_ID,
    deleteJobOnComplete: true,
    access: { queue: ({ req }) => hasRole(req), run: ({ req }) => hasRole(req), cancel: ({ req }) => hasRole(req) },
  }
}
