import type { Instrumentation } from 'next'

/**
 * Runs once when the Next server starts: the Node server's preparation lives in
 * src/instrumentation-node.ts (migrate, seed when asked, readiness, metrics, the scheduler), imported
 * behind the NEXT_RUNTIME check so the Edge compilation of this file carries none of it. Nothing
 * runs during `next build`. `onRequestError` reports to Sentry when SENTRY_DSN is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build')
    await (await import('./instrumentation-node')).startNodeServer()
}

export async function onRequestError(...args: Parameters<Instrumentation.onRequestError>) {
  if (!process.env.SENTRY_DSN || process.env.NEXT_RUNTIME !== 'nodejs') return
  const { captureRequestError } = await import('@/lib/monitoring/server')
  captureRequestError(...args)
}
