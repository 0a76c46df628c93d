import type { ServerResponse } from 'node:http'

import { carriesCredentials } from '../cookies'
import type { Layer } from '../layer'
import { memoryKeyOf, pageMemory } from '../pages/page-memory'
import {
  nextSharedSeconds,
  privatePolicy,
  sharedPagePolicy,
  varyWithEncoding,
} from '../pages/policy'
import { answerWith, encodingFor, hashedHeaders, makeSharedPage } from '../pages/shared-page'

/** A page rendered for one request carries its own nonce (src/proxy.ts) and streams as it is. */
const hasNonce = (res: ServerResponse) =>
  /'nonce-/.test(String(res.getHeader('content-security-policy') ?? ''))
const privateAlready = (res: ServerResponse) =>
  /\b(private|no-store)\b/i.test(String(res.getHeader('cache-control') ?? ''))

/**
 * The site's pages as HTTP caches need them (src/server/README.md, "Pages and caches"):
 * - a page Next serves from its page cache becomes a shared page: the same bytes for everyone, its
 *   CSP allowing its inline scripts by hash, `public` with a short `s-maxage`, a strong ETag and a
 *   304 for a client that has it, compressed once; kept in memory and answered from there until the
 *   content changes;
 * - a page rendered for one request (a query, a preview) has a nonce of its own (src/proxy.ts) and
 *   streams through untouched, `private`; any other page that is not shared (a 404, an answer to
 *   a request with credentials) gets its scripts' hashes like a shared one, and stays `private`;
 * - Next's navigation payloads of shared pages follow the shared policy, so a cache never holds one
 *   longer than the page.
 * The back office keeps its own policy (next.config.ts).
 *
 * `generation`: the current content generation; null or a throw means unknown (no cache handler
 * yet, Redis unreachable), and nothing is answered from or kept in memory then.
 *
 * When Next fails on a page that has been in memory (a 5xx while its database or Redis is away),
 * the last good copy answers instead, counted as `page-memory-stale`: any visitor could have read
 * it a moment ago, and it is what a cache in front does with `stale-if-error`.
 */
export function pagesLayer(options: {
  maxBytes: number
  generation: () => unknown | Promise<unknown>
}) {
  const memory = pageMemory(options.maxBytes)
  const currentGeneration = async () => {
    try {
      return (await options.generation()) ?? null
    } catch {
      return null
    }
  }

  const layer: Layer = {
    name: 'pages',
    async handle(exchange) {
      const { req, res } = exchange
      if (exchange.path.startsWith('/admin')) return false
      const key = memory.enabled ? memoryKeyOf(req) : null
      const now = key === null ? null : await currentGeneration()
      const kept = key === null ? undefined : memory.get(key, now)
      if (kept && now !== null) {
        exchange.answeredBy = 'page-memory'
        const body = answerWith(kept, req, res)
        res.writeHead(res.statusCode)
        res.end(req.method === 'HEAD' ? undefined : body)
        return true
      }

      const isHtml = () => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
      exchange.onHead((status, res) => {
        // Next sends a cached redirect freshly rendered with its Location twice, which clients join
        // into one broken address ("/en/news, /en/news"): identical repeats go (never Set-Cookie's).
        for (const name of res.getHeaderNames()) {
          const value = res.getHeader(name)
          if (Array.isArray(value) && name !== 'set-cookie' && new Set(value).size < value.length)
            res.setHeader(name, [...new Set(value)])
        }
        const type = String(res.getHeader('content-type') ?? '')
        const shared = !carriesCredentials(req) && nextSharedSeconds(status, res.getHeaders()) > 0
        if (/^text\/x-component\b/i.test(type) && shared) {
          res.setHeader('cache-control', sharedPagePolicy)
          res.setHeader('vary', varyWithEncoding(res.getHeader('vary')))
        }
        // A HEAD has no body to hash, a page with a nonce is one request's: never shared.
        if (isHtml() && (req.method !== 'GET' || hasNonce(res)) && !privateAlready(res))
          res.setHeader('cache-control', privatePolicy)
      })
      exchange.hold((status) => {
        const lastGood = status >= 500 && key !== null ? memory.lastGood(key) : undefined
        if (lastGood)
          return async (res) => {
            exchange.answeredBy = 'page-memory-stale'
            return answerWith(lastGood, req, res)
          }
        if (req.method !== 'GET' || !isHtml() || hasNonce(res)) return null
        return async (res, html) => {
          const headers = res.getHeaders()
          // An answer to a request with credentials is that client's, whatever Next says.
          const seconds = carriesCredentials(req) ? 0 : nextSharedSeconds(status, headers)
          // A page Next answers from its cache while it renders the new one is everyone's, only
          // old. With no copy in memory yet it becomes the last good one (never answered as
          // current): if Next's render then fails (its database away), that copy answers, not a
          // 500. Seen on a loaded host where an instance's first reads were all stale.
          const stale = String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE'
          if (
            stale &&
            status === 200 &&
            !carriesCredentials(req) &&
            key !== null &&
            !memory.lastGood(key) &&
            memory.fits(html.length)
          )
            memory.keep(key, await makeSharedPage(headers, html, { kept: true }), now, 0)
          if (seconds === 0) {
            // One visitor's page: hashed all the same (one way for every page), never shared.
            const hashed = hashedHeaders(headers, html)
            res.setHeader('content-security-policy', hashed['content-security-policy'] ?? '')
            if (hashed['content-security-policy'] === undefined)
              res.removeHeader('content-security-policy')
            if (!privateAlready(res)) res.setHeader('cache-control', privatePolicy)
            res.removeHeader('etag')
            if (res.hasHeader('content-length')) res.setHeader('content-length', html.length)
            return html
          }
          // Kept only when made within one generation (an edit landing meanwhile may predate it),
          // and not while Next itself answers a stale page as it renders the new one.
          const fresh = String(headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'STALE'
          const keep = key !== null && now !== null && fresh && memory.fits(html.length)
          const page = await makeSharedPage(
            headers,
            html,
            keep ? { kept: true } : { kept: false, encoding: encodingFor(req) },
          )
          if (keep && (await currentGeneration()) === now) memory.keep(key, page, now, seconds)
          return answerWith(page, req, res)
        }
      })
      return false
    },
  }
  return { layer, stats: memory.stats }
}
