/**
 * Hands an error an error boundary caught (React keeps those from `window.onerror`) to the
 * browser's error reporting. Costs a few bytes: without a DSN the reporting code is never loaded,
 * and errors wait in a small queue that nobody reads; with one, the loader (browser.ts) drains the
 * queue.
 */
type ErrorSink = { __siteErrors?: { push: (error: unknown) => unknown; length: number } }

export function reportClientError(error: unknown): void {
  if (typeof window === 'undefined') return
  const sink = window as Window & ErrorSink
  const queue = (sink.__siteErrors ??= [] as unknown[])
  if (queue.length < 20) queue.push(error)
}
