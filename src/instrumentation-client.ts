/**
 * Runs in the browser before the page hydrates. Error reporting is loaded only when the server has
 * SENTRY_DSN set (the layout then names it on <html data-monitoring>): the SDK is a separate chunk
 * fetched on demand, so visitors of a site without a DSN download nothing of it and send nothing.
 */
const dsn = document.documentElement.dataset.monitoring
if (dsn) {
  void import('./lib/monitoring/browser').then(({ startBrowserMonitoring }) =>
    startBrowserMonitoring(dsn),
  )
}
