/**
 * The Node half of src/instrumentation.ts, run once when the server starts, before it serves a
 * request: stops on a missing required setting (rather than answering 500 to everyone), migrates
 * and seeds when asked (src/lib/prepare-database.ts), registers what /readyz and /metrics read, and
 * starts the background scheduler with each feature's work. Its own module so that the Edge
 * compilation of instrumentation.ts never sees Node-only code such as `process.exit`.
 */
export async function startNodeServer() {
  const [{ EnvError, envProblems }, { requireProductionServer }] = await Promise.all([
    import('@/lib/env'),
    import('@/lib/production-server'),
  ])
  const problems = envProblems()
  if (problems.length > 0) {
    console.error(new EnvError(problems).message)
    process.exit(1)
  }
  requireProductionServer()
  // Error reporting first, so that errors of the steps below are reported (only with SENTRY_DSN).
  if (process.env.SENTRY_DSN) (await import('@/lib/monitoring/server')).startServerMonitoring()
  const [
    { default: config },
    { getPayload },
    { prepareDatabase },
    { payloadJobQueue, startScheduler },
    { watchOperations },
    { demoAccounts, seedDemoContent },
    { migrationsFor },
    { deliveryWork, watchDeliveries },
    { ocpiPullWork, watchOcpiPulls },
    { retentionWork },
    { bookingWork },
  ] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/lib/prepare-database'),
    import('@/lib/jobs'),
    import('@/lib/operations'),
    import('@/seed'),
    import('@/migrations'),
    import('@/features/forms/delivery/worker'),
    import('@/features/map/ocpi/schedule'),
    import('@/features/privacy/retention'),
    import('@/features/booking/work'),
  ])
  const payload = await getPayload({ config })
  const migrations = migrationsFor()
  await prepareDatabase(payload, {
    migrations,
    demo: { seed: seedDemoContent, accounts: demoAccounts },
  })
  // Readiness, the database pool and the gauges of /metrics (the production server serves both).
  watchOperations(payload, migrations)
  watchDeliveries(payload)
  watchOcpiPulls(payload)
  // The background work of every pass, in this order: deliveries of submissions and orders (the
  // records are their own queue), Payload's job queue (scheduled publishing), the map's scheduled
  // OCPI pulls, personal records past their retention period anonymised (src/features/privacy),
  // and meeting holds left without a meeting released (src/features/booking).
  startScheduler(payload, [deliveryWork, payloadJobQueue, ocpiPullWork, retentionWork, bookingWork])
}
