import { vi } from 'vitest'

/**
 * Runs `then` with the wall clock (Date only) moved `ms` ahead, instead of sleeping until a lease,
 * a retry time or a test checkout's pending moment has passed. Timers and the database's own clock
 * are untouched; the code under test reads its time from Date.now() and new Date(), as it does.
 */
export async function afterMs<T>(ms: number, then: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms })
  try {
    return await then()
  } finally {
    vi.useRealTimers()
  }
}
