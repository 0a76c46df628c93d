import type { IncomingMessage } from 'node:http'

import { isSharedAnswer } from '@/features/site/pages'
import { isLocale } from '@/i18n/locales'

import { onlyHarmlessCookies } from '../cookies'
import type { SharedPage } from './shared-page'

/**
 * Shared pages kept in this process, so the most requested ones skip Next altogether (Next's own
 * cache still costs its proxy, router and a cache read). A page is kept only while the content
 * generation it was made in is current (src/lib/cache/page-cache-handler.mjs moves it on at every
 * edit, on every instance through Redis) and no longer than Next's own `s-maxage`. Bounded in bytes,
 * least recently used out first. A page past either stays (until pushed out) as the last good copy,
 * answered only when Next fails to render it (`lastGood`): the origin's own `stale-if-error`.
 */

/** Request headers that make Next answer something else than the page's HTML. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
]

/**
 * Whether the page renders the same whatever this query says: the page list says it is served from
 * the page cache with it (campaign parameters, the embeddable map's filters read in the browser).
 */
function queryIgnored(path: string, query: string): boolean {
  const [, locale = '', ...rest] = path.split('/')
  const page = rest.length ? `/${rest.join('/')}` : ''
  const keys = [...new URLSearchParams(query).keys()]
  return isLocale(locale) && isSharedAnswer(page, keys)
}

/** The key a request may be answered from memory by, or null when it must go to Next. */
export function memoryKeyOf(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): string | null {
  const url = req.url
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !url) return null
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/admin')) return null
  if (routerHeaders.some((name) => req.headers[name] !== undefined)) return null
  if (!onlyHarmlessCookies(req.headers.cookie)) return null
  const [path = '', query] = url.split('?', 2)
  return query === undefined || queryIgnored(path, query) ? path : null
}

type Kept = { page: SharedPage; generation: unknown; expires: number; size: number }

export function pageMemory(maxBytes: number) {
  const kept = new Map<string, Kept>()
  let bytes = 0

  const drop = (key: string) => {
    bytes -= kept.get(key)?.size ?? 0
    kept.delete(key)
  }

  return {
    enabled: maxBytes > 0,
    /** The page kept under `key` in `generation`, if it is still good. */
    get(key: string, generation: unknown): SharedPage | undefined {
      const entry = kept.get(key)
      if (!entry || entry.generation !== generation || entry.expires <= Date.now()) return undefined
      // Most recently used last, so eviction takes the least used.
      kept.delete(key)
      kept.set(key, entry)
      return entry.page
    },
    /**
     * The last copy made of `key`, however old: for an answer while Next cannot render the page
     * (its database or Redis away), which is better than an error for a page everyone may read.
     */
    lastGood: (key: string): SharedPage | undefined => kept.get(key)?.page,
    /** Whether a page of this many bytes may be kept (one huge page must not flush every other). */
    fits: (bytes: number) => maxBytes > 0 && bytes * 1.5 <= maxBytes / 8,
    keep(key: string, page: SharedPage, generation: unknown, seconds: number): void {
      const size = page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0)
      if (size > maxBytes / 8) return
      drop(key)
      kept.set(key, { page, generation, expires: Date.now() + seconds * 1000, size })
      bytes += size
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    stats: () => ({ pages: kept.size, bytes }),
  }
}
