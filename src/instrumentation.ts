/**
 * Runs once when the Next server starts, before it serves a request: migrates the database and seeds
 * demo content when asked (see src/lib/prepare-database.ts), then starts the background-work scheduler
 * (deliveries, scheduled publishing; src/lib/jobs.ts). Compiled by Next like the app itself, so no
 * TypeScript loader is involved at run time.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { requireNonceRestamping } = await import('@/lib/cache/restamping')
  requireNonceRestamping()
  const [{ default: config }, { getPayload }, { prepareDatabase }, { startScheduler }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/lib/prepare-database'),
    import('@/lib/jobs'),
  ])
  const payload = await getPayload({ config })
  await prepareDatabase(payload)
  startScheduler(payload)
}
