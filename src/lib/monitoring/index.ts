/**
 * Reports an unexpected server error to Sentry when SENTRY_DSN is set; does nothing (and loads
 * nothing) otherwise. Never throws: reporting must not turn an answered error into another one.
 */
export function reportServerError(error: unknown, context: Record<string, string> = {}): void {
  if (!process.env.SENTRY_DSN || process.env.NEXT_RUNTIME !== 'nodejs') return
  import('./server')
    .then(({ captureServerError }) => captureServerError(error, context))
    .catch(() => {})
}

/**
 * Reports something that is not an exception but an operator should see (a browser's CSP
 * violation) to Sentry when SENTRY_DSN is set, as a warning with its tags; does nothing otherwise.
 */
export function reportServerWarning(message: string, tags: Record<string, string> = {}): void {
  if (!process.env.SENTRY_DSN || process.env.NEXT_RUNTIME !== 'nodejs') return
  import('./server')
    .then(({ captureServerWarning }) => captureServerWarning(message, tags))
    .catch(() => {})
}
