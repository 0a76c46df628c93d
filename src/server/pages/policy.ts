import type { OutgoingHttpHeaders } from 'node:http'

/**
 * How long a shared page may be held, for every cache between the site and a visitor (a CDN, the
 * operator's nginx, the browser):
 * - browsers keep it but ask again at every visit (`max-age=0`): a returning visitor gets a 304;
 * - shared caches hold it 5 s (`s-maxage`), so an edit shows through any of them within 10 s;
 * - past that they may answer the copy they hold while they fetch the new one in the background
 *   (`stale-while-revalidate`), and for a day while the site cannot answer (`stale-if-error`).
 * No purge is ever needed: 5 s is the longest an edit waits. `no-transform`: a cache must pass the
 * HTML as it is (its scripts' hashes are in the CSP) and keep the site's own compression.
 */
export const sharedPagePolicy =
  'public, max-age=0, s-maxage=5, stale-while-revalidate=60, stale-if-error=86400, no-transform'
/** Everything answered for one visitor: never kept by a shared cache, revalidated by the browser. */
export const privatePolicy = 'private, no-cache'

/**
 * Seconds Next says its answer may be shared for (its page cache's `s-maxage`), or 0 when it is an
 * answer for one visitor: rendered on request, setting a cookie, not a success.
 */
export function nextSharedSeconds(status: number, headers: OutgoingHttpHeaders): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0
  const control = String(headers['cache-control'] ?? '')
  if (/\b(private|no-store|no-cache)\b/i.test(control)) return 0
  const maxAge = /\bs-maxage=(\d+)/i.exec(control)
  return maxAge ? Number(maxAge[1]) : 0
}

/** `Vary` with Accept-Encoding added once: shared pages are answered compressed as asked. */
export function varyWithEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding')
  return names.join(', ')
}
