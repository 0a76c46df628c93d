import * as Sentry from '@sentry/browser'

import { privateDataCollection, scrubBreadcrumb, scrubEvent } from './scrub'

/**
 * The site's own route that forwards browser events to the configured Sentry (see
 * app/api/v1/monitoring).
 */
const monitoringTunnel = '/api/v1/monitoring'

/**
 * Error reporting in the browser, loaded (as its own chunk, by src/instrumentation-client.ts) only
 * on pages whose server has SENTRY_DSN set. Events go to the site itself (`tunnel`), which forwards
 * them, so the browser talks to no other origin and the CSP stays `connect-src 'self'`. No tracing,
 * no replays, no personal data (scrub.ts).
 */
export function startBrowserMonitoring(dsn: string): void {
  Sentry.init({
    dsn,
    tunnel: monitoringTunnel,
    dataCollection: privateDataCollection,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
  // Errors error boundaries caught before this loaded, then every later one (report-client.ts).
  const sink = window as Window & {
    __siteErrors?: unknown[] | { push: (error: unknown) => number; length: number }
  }
  const waiting = Array.isArray(sink.__siteErrors) ? sink.__siteErrors : []
  sink.__siteErrors = { push: (error: unknown) => (Sentry.captureException(error), 0), length: 0 }
  for (const error of waiting) Sentry.captureException(error)
}
