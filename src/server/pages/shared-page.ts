import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { acceptedEncodings } from '../encodings'
import { perResponseHeaders } from '../exchange'
import { sharedPagePolicy, varyWithEncoding } from './policy'
import { frameworkScriptHashes, withScriptHashes } from './script-hashes'

/**
 * A page every visitor gets alike, made once from Next's answer: the CSP with its scripts' hashes,
 * the shared cache policy, a strong validator, and the body compressed both ways browsers ask for.
 * Whoever answers it (this process from memory, nginx, a CDN) sends the same bytes.
 */
export type SharedPage = {
  headers: OutgoingHttpHeaders
  /** The validator's value, from the HTML: one per page content, the same on every instance. */
  tag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
  /**
   * Made for one answer only (not kept in memory): compressed quickly, in the one encoding asked
   * for, so its validator is weak (another answer of the same page may be compressed otherwise).
   */
  weak: boolean
}

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

/** Headers that say how Next found the page, which differs between answers of the same page. */
const nextOnly = new Set(['x-nextjs-cache', 'x-nextjs-stale-time', 'x-nextjs-prerender', 'age'])

/** Hash sources, policy and validator of an HTML answer: the part that needs no compression. */
export function hashedHeaders(headers: OutgoingHttpHeaders, html: Buffer): OutgoingHttpHeaders {
  const out = { ...headers }
  const policy = headers['content-security-policy']
  if (typeof policy === 'string')
    out['content-security-policy'] = withScriptHashes(
      policy,
      frameworkScriptHashes(html.toString('utf8')).hashes,
    )
  return out
}

/**
 * `kept`: made to be kept in memory and answered many times, so compressed both ways, thoroughly
 * (Brotli at 9 rather than 11: a tenth of the time for a few per cent more bytes, so the first
 * visitor after an edit does not wait long). Otherwise made for this one answer: only the encoding
 * the client takes, quickly, as any answer compressed per request.
 */
export async function makeSharedPage(
  headers: OutgoingHttpHeaders,
  html: Buffer,
  made: { kept: true } | { kept: false; encoding: Encoding | null },
): Promise<SharedPage> {
  const finished = Object.fromEntries(
    Object.entries(hashedHeaders(headers, html)).filter(
      ([name]) => !perResponseHeaders.has(name) && !nextOnly.has(name),
    ),
  )
  finished['cache-control'] = sharedPagePolicy
  finished.vary = varyWithEncoding(finished.vary)
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27)
  const page: SharedPage = { headers: finished, tag, identity: html, weak: !made.kept }
  const brotli = (quality: number) =>
    toBrotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    })
  if (made.kept) [page.br, page.gzip] = await Promise.all([brotli(9), toGzip(html, { level: 6 })])
  else if (made.encoding === 'br') page.br = await brotli(4)
  else if (made.encoding === 'gzip') page.gzip = await toGzip(html, { level: 6 })
  return page
}

export type Encoding = 'br' | 'gzip'

/** The encoding of a shared page a client takes: Brotli, gzip or none. */
export function encodingFor(req: IncomingMessage): Encoding | null {
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
}

/**
 * Whether an `If-None-Match` names a page's tag in any of its encodings (a tag is base64url and
 * may hold a '-' of its own: only the encoding's suffix is cut).
 */
export function namesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header
    .split(',')
    .map((value) => value.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((value) => value.replace(/-(br|gzip)$/, '') === tag)
}

/**
 * Sets the status and headers of the answer of `page` to `req` on `res` and returns its body: the
 * encoding the client takes, or nothing when its validator is still current (304). Each encoding
 * has its own validator, as the bytes differ.
 */
export function answerWith(page: SharedPage, req: IncomingMessage, res: ServerResponse): Buffer {
  for (const name of res.getHeaderNames())
    if (!perResponseHeaders.has(name) && name !== 'set-cookie') res.removeHeader(name)
  for (const [name, value] of Object.entries(page.headers))
    if (value !== undefined) res.setHeader(name, value)
  const wanted = encodingFor(req)
  const encoding = wanted && page[wanted] ? wanted : null
  const etag = `"${encoding ? `${page.tag}-${encoding}` : page.tag}"`
  res.setHeader('etag', page.weak ? `W/${etag}` : etag)
  if (namesTag(req.headers['if-none-match'], page.tag)) {
    res.statusCode = 304
    res.removeHeader('content-length')
    return Buffer.alloc(0)
  }
  res.statusCode = 200
  const body = (encoding && page[encoding]) || page.identity
  if (encoding) res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', body.length)
  return body
}
