/**
 * The production server's copy of the build's files (`/_next/static/…`), kept in memory with their
 * Brotli and gzip forms made once. Those files never change under their names (Next serves them as
 * immutable), yet without this layer every request re-reads one from disk and compresses it again:
 * a page view asks for about fifteen of them. The first request of a file is Next's own answer, which
 * is recorded (headers included, so the security headers stay Next's); its compressed forms are made
 * off the event loop, and later requests are answered from memory in the best encoding the client
 * accepts. Bounded in bytes; a file that does not fit is simply left to Next.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { capture, perResponseHeaders } from './capture.mjs'

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)
const prefix = '/_next/static/'
/** Text worth compressing; fonts and pictures are compressed already. */
const compressible = /^(application\/(javascript|json|manifest\+json|wasm)|text\/|image\/svg\+xml)/i

/** The encodings a client accepts, by its Accept-Encoding (a `q=0` refuses one). */
export function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}

/** @param {{ maxBytes: number }} options */
export function createStaticFiles({ maxBytes }) {
  /** @type {Map<string, { status: number, headers: Record<string, unknown>, identity: Buffer, br?: Buffer, gzip?: Buffer }>} */
  const files = new Map()
  /** Files being recorded or compressed, so one file is made once however many ask at the same time. */
  const pending = new Set()
  /** Files that did not fit: left to Next for good, rather than compressed again at every request. */
  const leftToNext = new Set()
  let bytes = 0

  async function keep(key, headers, identity) {
    // The compressed forms are smaller than the file: if the file alone does not fit, none will.
    if (bytes + identity.length > maxBytes) return void leftToNext.add(key)
    const entry = { status: 200, headers, identity }
    if (compressible.test(String(headers['content-type'] ?? ''))) {
      const [br, gz] = await Promise.all([
        toBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        toGzip(identity, { level: 9 }),
      ])
      Object.assign(entry, { br, gzip: gz })
    }
    const size = identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
    if (bytes + size > maxBytes) return void leftToNext.add(key)
    files.set(key, entry)
    bytes += size
  }

  return {
    /**
     * Answers `req` from memory and returns true, or returns false and, for a build file not yet in
     * memory, records the answer `res` is about to get from Next.
     */
    serve(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(prefix) || req.headers.range !== undefined) return false
      // By path: a file's content is fixed by its name, whatever query a client adds (nor can a client
      // fill the memory with copies of one file under made-up queries).
      const key = req.url.split('?', 1)[0]
      const entry = files.get(key)
      if (!entry) {
        if (!pending.has(key) && !leftToNext.has(key) && req.method === 'GET') {
          pending.add(key)
          let recorded = false
          capture(
            res,
            // Only a whole file under its immutable name (a missing one answers 404 and is not kept).
            (status, headers) => status === 200 && !headers['content-encoding'] && /\bimmutable\b/.test(String(headers['cache-control'] ?? '')),
            (_status, headers, body) => {
              recorded = true
              const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)))
              keep(key, kept, body)
                .catch(() => undefined)
                .finally(() => pending.delete(key))
            },
          )
          // 'finish' (and so the recording) comes before 'close'; anything else leaves the file to a later request.
          res.once('close', () => recorded || pending.delete(key))
        }
        return false
      }
      const accepted = acceptedEncodings(req.headers['accept-encoding'])
      const encoding = entry.br && accepted.has('br') ? 'br' : entry.gzip && accepted.has('gzip') ? 'gzip' : null
      const body = encoding ? entry[encoding] : entry.identity
      for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
      if (entry.br) res.setHeader('vary', 'Accept-Encoding')
      if (encoding) res.setHeader('content-encoding', encoding)
      res.setHeader('content-length', body.length)
      // A file never changes under its name: a validator the client still has means it is unchanged.
      const { etag, 'last-modified': modified } = entry.headers
      const match = req.headers['if-none-match']
      if ((etag && match === etag) || (!match && modified && req.headers['if-modified-since'] === modified)) {
        res.removeHeader('content-length')
        res.writeHead(304)
        res.end()
        return true
      }
      res.writeHead(200)
      res.end(req.method === 'HEAD' ? undefined : body)
      return true
    },
    /** For tests and diagnostics. */
    stats: () => ({ files: files.size, bytes }),
  }
}
