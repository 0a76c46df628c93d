import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { isKnownPath, renderedAt } from '@/features/site/pages'
import { isLocale } from '@/i18n/locales'

import { perResponseHeaders } from '../exchange'
import type { Layer } from '../layer'

/**
 * Copies of the most requested pages in memory, so a page Next already serves from its page cache
 * skips Next altogether (about four times the pages per second). Only what Next called shareable is
 * kept (a 200 HTML answer to a plain GET with a public `s-maxage`, no cookie), never longer than that
 * `s-maxage`, and only while the content generation it was made in is current: an edit anywhere
 * moves the generation on (src/lib/cache/page-cache-handler.mjs) and so retires every copy. The copy
 * keeps the render's nonce marker; the nonce layer gives each answer its own.
 */

/** Cookies the public pages never read: a visitor carrying only these gets the shared page. */
const harmlessCookie = /^(NEXT_LOCALE|permissionToUseCookies|cookieConsent|_ga\w*|_gid|_gcl_\w+)$/
/** Request headers that make Next answer something else than the page's HTML. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
]

function onlyHarmlessCookies(header: string | undefined): boolean {
  if (!header) return true
  return header.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]!.trim()
    return name === '' || harmlessCookie.test(name)
  })
}

/** The key a request may be answered from memory by, or null when it must go to Next. */
export function copyKeyOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  const url = req.url
  if (req.method !== 'GET' || !url) return null
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/admin')) return null
  if (routerHeaders.some((name) => req.headers[name] !== undefined)) return null
  if (!onlyHarmlessCookies(req.headers.cookie)) return null
  const [path = '', query] = url.split('?', 2)
  return query === undefined || queryIgnored(path, query) ? path : null
}

/**
 * Whether the page renders the same whatever this query says: the page list says it is served from
 * the page cache with it (campaign parameters, the embeddable map's filters read in the browser), so
 * its copy answers too. A query that changes the render goes to the page's twin, never to a copy.
 */
function queryIgnored(path: string, query: string): boolean {
  const [, locale = '', ...rest] = path.split('/')
  const page = rest.length ? `/${rest.join('/')}` : ''
  const keys = [...new URLSearchParams(query).keys()]
  return isLocale(locale) && isKnownPath(page) && renderedAt(page, keys) === null
}

/** Seconds a response may be shared for, or 0 when it must not be kept. */
function shareableSeconds(status: number, headers: OutgoingHttpHeaders): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return 0
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0
  const control = String(headers['cache-control'] ?? '')
  if (/\b(private|no-store|no-cache)\b/i.test(control)) return 0
  const maxAge = /\bs-maxage=(\d+)/i.exec(control)
  return maxAge ? Number(maxAge[1]) : 0
}

type Copy = {
  generation: unknown
  made: number
  expires: number
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

/**
 * `generation`: the current content generation; null or a throw means unknown (no cache handler
 * yet, Redis unreachable), and nothing is served from or kept in memory then.
 */
export function pageCopiesLayer(options: {
  maxBytes: number
  generation: () => unknown | Promise<unknown>
}) {
  const { maxBytes } = options
  const copies = new Map<string, Copy>()
  let bytes = 0

  const drop = (key: string) => {
    const copy = copies.get(key)
    if (!copy) return
    bytes -= copy.body.length
    copies.delete(key)
  }
  const keep = (key: string, copy: Copy) => {
    if (copy.body.length > maxBytes / 8) return // one huge page must not flush every other
    drop(key)
    copies.set(key, copy)
    bytes += copy.body.length
    for (const oldest of copies.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
  }
  const currentGeneration = async () => {
    try {
      return (await options.generation()) ?? null
    } catch {
      return null
    }
  }

  const layer: Layer = {
    name: 'page-copy',
    async handle(exchange) {
      if (maxBytes <= 0) return false
      const { req, res } = exchange
      const key = copyKeyOf(req)
      if (key === null) return false
      const now = await currentGeneration()
      if (now === null) return false
      const copy = copies.get(key)
      if (copy && copy.generation === now && copy.expires > Date.now()) {
        // Most recently used last, so eviction takes the least used.
        copies.delete(key)
        copies.set(key, copy)
        for (const [name, value] of Object.entries(copy.headers))
          if (value !== undefined) res.setHeader(name, value)
        res.setHeader('content-length', copy.body.length)
        res.setHeader('x-nextjs-cache', 'HIT') // the copy may have been made from a fresh render
        res.setHeader('age', Math.floor((Date.now() - copy.made) / 1000))
        res.writeHead(copy.status)
        res.end(copy.body)
        return true
      }
      if (copy) drop(key)
      let seconds = 0
      exchange.record({
        wanted: (status, headers) => (seconds = shareableSeconds(status, headers)) > 0,
        done: (status, headers, body) =>
          void currentGeneration().then((after) => {
            // Rendered across an edit: the copy may predate it.
            if (after === null || after !== now) return
            const kept = Object.fromEntries(
              Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)),
            )
            const made = Date.now()
            keep(key, {
              generation: now,
              made,
              expires: made + seconds * 1000,
              status,
              headers: kept,
              body,
            })
          }),
      })
      return false
    },
  }
  return { layer, stats: () => ({ copies: copies.size, bytes }) }
}
