/**
 * The production server's copy of its most requested pages, kept in memory so that a page Next
 * already serves from its page cache skips Next altogether: no proxy run, no routing, no cache read.
 * Next's page cache stays the source of truth; this is a layer in front of it, like a CDN's.
 *
 * Correctness rests on three rules:
 * - Only what Next itself called shareable is kept: a 200 HTML answer to a plain GET (no query, no
 *   router headers, no cookies but the ones pages never read) with a public `s-maxage`, no
 *   Set-Cookie and not stale. It is kept no longer than that `s-maxage`.
 * - Every copy is stamped with the content generation read before Next was asked. The page cache
 *   advances the generation after each revalidation (src/lib/cache/page-cache-handler.mjs), in Redis
 *   when instances share one, so an edit on any instance retires every copy on every instance at the
 *   next request. A copy rendered while an edit was landing carries the old generation and is dropped.
 * - It is bounded in bytes (least recently used copies go first), so many pages cannot exhaust memory.
 *
 * The copy keeps the render's nonce placeholder; scripts/lib/restamp.mjs gives each answer its own.
 */
import { capture, perResponseHeaders } from './capture.mjs'

/** Cookies the public pages never read: a visitor carrying only these gets the shared page. */
const harmlessCookie = /^(NEXT_LOCALE|permissionToUseCookies|_ga\w*|_gid|_gcl_\w+)$/
/** Request headers that make Next answer something else than the page's HTML. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
]

function onlyHarmlessCookies(header) {
  if (!header) return true
  return header.split(';').every((pair) => {
    const name = pair.split('=', 1)[0].trim()
    return name === '' || harmlessCookie.test(name)
  })
}

/** The key a request may be answered from memory by, or null when it must go to Next. */
export function cacheKeyOf(req) {
  if (req.method !== 'GET' || !req.url || req.url.includes('?')) return null
  if (req.url.startsWith('/_next/') || req.url.startsWith('/api/') || req.url.startsWith('/admin'))
    return null
  if (routerHeaders.some((name) => req.headers[name] !== undefined)) return null
  if (!onlyHarmlessCookies(req.headers.cookie)) return null
  return req.url
}

/** Seconds a response may be shared for, or 0 when it must not be kept. */
function shareableSeconds(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return 0
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0
  const control = String(headers['cache-control'] ?? '')
  if (/\b(private|no-store|no-cache)\b/i.test(control)) return 0
  const maxAge = /\bs-maxage=(\d+)/i.exec(control)
  return maxAge ? Number(maxAge[1]) : 0
}

/**
 * @param {{ maxBytes: number, generation: () => unknown | Promise<unknown> }} options
 *   generation: the current content generation; null or a throw means "unknown", and nothing is
 *   served from or kept in memory then.
 */
export function createResponseCache({ maxBytes, generation }) {
  /** @type {Map<string, { generation: unknown, made: number, expires: number, status: number, headers: Record<string, unknown>, body: Buffer }>} */
  const entries = new Map()
  let bytes = 0

  const drop = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }
  const keep = (key, entry) => {
    if (entry.body.length > maxBytes / 8) return // one huge page must not flush every other
    drop(key)
    entries.set(key, entry)
    bytes += entry.body.length
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
  }
  const currentGeneration = async () => {
    try {
      return (await generation()) ?? null
    } catch {
      return null
    }
  }

  /** Records what Next writes to `res` and keeps it if it may be shared. */
  function record(res, key, startGeneration) {
    let seconds = 0
    capture(
      res,
      (status, headers) => (seconds = shareableSeconds(status, headers)) > 0,
      (status, headers, body) =>
        void currentGeneration().then((now) => {
          // Rendered across an edit: the copy may predate it.
          if (now === null || now !== startGeneration) return
          const kept = Object.fromEntries(
            Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)),
          )
          keep(key, {
            generation: now,
            made: Date.now(),
            expires: Date.now() + seconds * 1000,
            status,
            headers: kept,
            body,
          })
        }),
    )
  }

  return {
    /**
     * Answers `req` from memory when it can; otherwise calls `next()` and keeps its answer if allowed.
     * `res` should already carry the restamping layer: the copy is written through it like Next's answer.
     */
    async handle(req, res, next) {
      const key = cacheKeyOf(req)
      if (key === null) return next()
      const now = await currentGeneration()
      if (now === null) return next()
      const entry = entries.get(key)
      if (entry && entry.generation === now && entry.expires > Date.now()) {
        // Most recently used last, so eviction takes the least used.
        entries.delete(key)
        entries.set(key, entry)
        for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
        res.setHeader('content-length', entry.body.length)
        res.setHeader('x-nextjs-cache', 'HIT') // the copy may have been made from a fresh render (MISS)
        // What any shared cache says of a stored answer: how old the copy is (and that it is one).
        res.setHeader('age', Math.floor((Date.now() - entry.made) / 1000))
        res.writeHead(entry.status)
        res.end(entry.body)
        return
      }
      if (entry) drop(key)
      record(res, key, now)
      return next()
    },
    /** For tests and diagnostics. */
    stats: () => ({ entries: entries.size, bytes }),
  }
}
