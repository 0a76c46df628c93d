/**
 * Cached pages carry a build-wide placeholder nonce that only the production server
 * (src/server) replaces in each response. Served by a bare `next start`, every cached page
 * would fail its own Content-Security-Policy, so the server refuses to start that way.
 */
export function requireNonceRestamping(env = process.env): void {
  if (env.NODE_ENV !== 'production' || env.NONCE_RESTAMPING === 'on') return
  console.error(
    'Start the production site with `npm run serve` (scripts/server.mjs), not `next start`: cached pages need their nonce restamped per response.',
  )
  process.exit(1)
}
