import type { ServerResponse } from 'node:http'

import { carriesCredentials } from '../cookies'
import type { Exchange, Finisher } from '../exchange'
import type { Layer } from '../layer'
import { answerKind } from '../pages/answer-kind'
import { memoryKeyOf, pageMemory } from '../pages/page-memory'
import { privatePolicy, sharedPagePolicy, varyWithEncoding } from '../pages/policy'
import {
  answerWith,
  encodingFor,
  hashedHeaders,
  makeSharedPage,
  type SharedPage,
} from '../pages/shared-page'

const privateAlready = (res: ServerResponse) =>
  /\b(private|no-store)\b/i.test(String(res.getHeader('cache-control') ?? ''))
/** For one visitor: `private`, unless the answer already says so (or `no-store`). */
const keepPrivate = (res: ServerResponse) => {
  if (!privateAlready(res)) res.setHeader('cache-control', privatePolicy)
}

/**
 * Next sends a cached redirect freshly rendered with its Location twice, which clients join into
 * one broken address ("/en/news, /en/news"): identical repeats go (never Set-Cookie's).
 */
function dropRepeatedValues(_status: number, res: ServerResponse): void {
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name)
    if (Array.isArray(value) && name !== 'set-cookie' && new Set(value).size < value.length)
      res.setHeader(name, [...new Set(value)])
  }
}

/** A streamed answer's cache policy, when it must say something else than Next's. */
function streamWith(res: ServerResponse, cacheControl: 'as-is' | 'shared' | 'private'): void {
  if (cacheControl === 'private') keepPrivate(res)
  if (cacheControl === 'shared') {
    res.setHeader('cache-control', sharedPagePolicy)
    res.setHeader('vary', varyWithEncoding(res.getHeader('vary')))
  }
}

/** One visitor's page: hashed all the same (one way for every page), never shared. */
function finishForOneVisitor(res: ServerResponse, html: Buffer): Buffer {
  const hashed = hashedHeaders(res.getHeaders(), html)['content-security-policy']
  if (hashed === undefined) res.removeHeader('content-security-policy')
  else res.setHeader('content-security-policy', hashed)
  keepPrivate(res)
  res.removeHeader('etag')
  if (res.hasHeader('content-length')) res.setHeader('content-length', html.length)
  return html
}

/**
 * The site's pages as HTTP caches need them (src/server/README.md, "Pages and caches"): each answer
 * of Next's is classified (pages/answer-kind.ts, which says what each kind is) and finished here
 * as its kind asks. A shared page is kept in memory and answered from there until the content
 * changes. The back office keeps its own policy (next.config.ts).
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

  /** One request: its memory key (null: never from memory) and the generation it began in. */
  type Visit = { exchange: Exchange; key: string | null; now: unknown }

  /** A stale copy Next answers, kept as the last good copy when memory has none yet. */
  async function keepStaleCopy({ key, now }: Visit, res: ServerResponse, html: Buffer) {
    if (key === null || memory.lastGood(key) || !memory.fits(html.length)) return
    memory.keep(key, await makeSharedPage(res.getHeaders(), html, { kept: true }), now, 0)
  }

  /**
   * A shared page, kept only when made within one generation (an edit landing meanwhile may
   * predate it) and current.
   */
  async function finishShared(visit: Visit, html: Buffer, seconds: number, current: boolean) {
    const { exchange, key, now } = visit
    const { req, res } = exchange
    const keep = key !== null && now !== null && current && memory.fits(html.length)
    const made = keep
      ? { kept: true as const }
      : { kept: false as const, encoding: encodingFor(req) }
    const page = await makeSharedPage(res.getHeaders(), html, made)
    if (keep && (await currentGeneration()) === now) memory.keep(key, page, now, seconds)
    return answerWith(page, req, res)
  }

  /**
   * How Next's answer goes out, as its kind says: a finisher that receives the whole body, or null
   * to let it stream.
   */
  function finisherFor(visit: Visit, status: number, res: ServerResponse): Finisher | null {
    const { exchange, key } = visit
    const { req } = exchange
    const copy = status >= 500 && key !== null ? memory.lastGood(key) : undefined
    const request = {
      method: req.method ?? '',
      credentials: carriesCredentials(req),
      lastGoodKept: copy !== undefined,
    }
    const kind = answerKind(request, { status, headers: res.getHeaders() })
    if (kind.kind === 'last-good' && copy)
      return async (res) => {
        exchange.answeredBy = 'page-memory-stale'
        return answerWith(copy, req, res)
      }
    if (kind.kind === 'one-visitor' || kind.kind === 'shared')
      return async (res, html) => {
        if (kind.keepAsLastGood) await keepStaleCopy(visit, res, html)
        if (kind.kind === 'one-visitor') return finishForOneVisitor(res, html)
        return finishShared(visit, html, kind.seconds, kind.current)
      }
    if (kind.kind === 'stream') streamWith(res, kind.cacheControl)
    return null
  }

  function answerFromMemory(exchange: Exchange, page: SharedPage): void {
    const { req, res } = exchange
    exchange.answeredBy = 'page-memory'
    const body = answerWith(page, req, res)
    res.writeHead(res.statusCode)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const layer: Layer = {
    name: 'pages',
    async handle(exchange) {
      if (exchange.path.startsWith('/admin')) return false
      const key = memory.enabled ? memoryKeyOf(exchange.req) : null
      const now = key === null ? null : await currentGeneration()
      const kept = key === null ? undefined : memory.get(key, now)
      if (kept && now !== null) {
        answerFromMemory(exchange, kept)
        return true
      }
      exchange.onHead(dropRepeatedValues)
      exchange.hold((status, res) => finisherFor({ exchange, key, now }, status, res))
      return false
    },
  }
  return { layer, stats: memory.stats }
}
