import { startProductionServer } from '../../scripts/lib/serve.mjs'

export type AppServer = Awaited<ReturnType<typeof startProductionServer>>

/**
 * Extra production servers a test file needs besides the suite's own, started together, one per
 * environment. If any fails to start, the ones that did are stopped before the error is thrown, so
 * a failed setup leaves no server behind.
 */
export async function startServers(
  envs: Record<string, string>[],
  timeoutMs = 240_000,
): Promise<AppServer[]> {
  const started = await Promise.allSettled(
    envs.map((env) => startProductionServer({ env, timeoutMs })),
  )
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) {
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)))
    throw failed.reason
  }
  return started.map((r) => (r as PromiseFulfilledResult<AppServer>).value)
}
