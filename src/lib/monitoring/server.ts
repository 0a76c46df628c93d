import * as Sentry from '@sentry/nextjs'

import { privateDataCollection, scrubBreadcrumb, scrubEvent } from './scrub'

/**
 * Error reporting on the server: with SENTRY_DSN set, errors of pages, route handlers and server
 * actions (Next's `onRequestError`, see src/instrumentation.ts) and unexpected failures the API
 * answers as 500 (`reportServerError`) are sent to Sentry, scrubbed of personal data. Without
 * SENTRY_DSN this module is never loaded and nothing is sent.
 *
 * SENTRY_ENVIRONMENT (default "production") and SENTRY_RELEASE name where an event comes from.
 */
export function startServerMonitoring(
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (!env.SENTRY_DSN) return false
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT || 'production',
    release: env.SENTRY_RELEASE || undefined,
    dataCollection: privateDataCollection,
    // Errors only: no performance tracing.
    tracesSampleRate: undefined,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
  return true
}

export const captureRequestError = Sentry.captureRequestError

export function captureServerError(error: unknown, context: Record<string, string> = {}): void {
  Sentry.captureException(error, { tags: context })
}

export function captureServerWarning(message: string, tags: Record<string, string> = {}): void {
  Sentry.captureMessage(message, { level: 'warning', tags, fingerprint: ['csp', message] })
}
