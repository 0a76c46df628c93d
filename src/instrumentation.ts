/**
 * Runs once when the Next server starts, before it serves a request: migrates the database and seeds
 * demo content when asked (see src/lib/prepare-database.ts). Compiled by Next like the app itself, so
 * no TypeScript loader is involved at run time.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.NODE_ENV === 'production' && process.env.NONCE_RESTAMPING !== 'on') {
    // Cached pages carry a build-wide placeholder nonce that only scripts/server.mjs replaces per
    // response; served by a bare `next start`, every page would break under its own CSP.
    console.error('Start the production site with `npm run serve` (scripts/server.mjs), not `next start`.')
    process.exit(1)
  }
  const [{ default: config }, { getPayload }, { prepareDatabase }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/lib/prepare-database'),
  ])
  await prepareDatabase(await getPayload({ config }))
}
