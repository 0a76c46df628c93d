import type { BackgroundWork } from '@/lib/jobs'

import { releaseOrphanHolds } from './reserve'

let lastRun = 0

/**
 * The booking's background work: holds whose meeting was never written (a process died between
 * the two inserts) are released, at most once a minute per process; any number may run at once.
 */
export const bookingWork: BackgroundWork = {
  name: 'booking holds',
  async run(payload) {
    if (Date.now() - lastRun < 60_000) return
    lastRun = Date.now()
    await releaseOrphanHolds(payload)
  },
}
