/**
 * The production site is served by the production server (src/server), which adds each page's
 * script hashes to its CSP. Served by a bare `next start`, every page would break its own policy,
 * so the app refuses to start that way.
 */
export function requireProductionServer(env = process.env): void {
  if (env.NODE_ENV !== 'production' || env.SITE_SERVER === 'on') return
  console.error(
    'Start the production site with `npm run serve` (scripts/server.mjs), not `next start`: pages need the production server to add their scripts’ hashes to their CSP.',
  )
  process.exit(1)
}
