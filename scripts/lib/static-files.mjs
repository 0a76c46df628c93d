/**
 * The production server's copy of files that never change under their address, kept in memory:
 * - the build's files (`/_next/static/…`), with their Brotli and gzip forms made once. Next serves them
 *   as immutable, yet without this layer every request re-reads one from disk and compresses it again:
 *   a page view asks for about fifteen of them;
 * - uploaded images at a versioned address (`/api/media/file/…?v=…`, see upload-caching.mjs): each one
 *   otherwise costs a database read and a file read in Payload's file route, a dozen or more per page
 *   view, on the same cores that render and answer pages.
 * The first request of a file is Next's own answer, which is recorded (headers included, so the security
 * headers stay Next's); text is compressed off the event loop, and later requests are answered from
 * memory in the best encoding the client accepts. Bounded in bytes; a file that does not fit is simply
 * left to Next.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { capture, perResponseHeaders } from './capture.mjs'
import { isVersionedUpload } from './upload-caching.mjs'

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)
const buildFiles = '/_next/static/'
const images = '/api/media/file/'
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

/**
 * Which file a request asks for, kept by its path: a client cannot fill the memory with copies of one
 * file under made-up queries. A build file's content is fixed by its name, whatever the query. An
 * upload's is fixed by its version, so the version is kept beside the copy and only a request for that
 * version is answered from it.
 * @param {string} url
 * @returns {{ key: string, version: string | null } | null}
 */
function fileOf(url) {
  const [path = '', query = ''] = url.split('?', 2)
  if (path.startsWith(buildFiles)) return { key: path, version: null }
  if (path.startsWith(images) && isVersionedUpload(url))
    return { key: path, version: new URLSearchParams(query).get('v') }
  return null
}

/**
 * An upload's copy lives as long as any other cache may keep it: its answer is public and immutable for
 * a year (upload-caching.mjs), so browsers and shared caches keep it after a change or a deletion too.
 * @param {{ maxBytes: number }} options
 */
export function createStaticFiles({ maxBytes }) {
  /** @typedef {{ headers: Record<string, unknown>, identity: Buffer, br?: Buffer, gzip?: Buffer, size: number, version: string | null, made: number }} Entry */
  /** @type {Map<string, Entry>} */
  const files = new Map()
  /** Files being recorded or compressed, so one file is made once however many ask at the same time. */
  const pending = new Set()
  /** Files that did not fit: left to Next for good, rather than compressed again at every request. */
  const leftToNext = new Set()
  let bytes = 0

  function forget(key) {
    bytes -= files.get(key)?.size ?? 0
    files.delete(key)
  }

  /**
   * Whether `size` more bytes fit, once the least recently used uploads have made room. Build files are
   * a few megabytes a build and never leave; pictures are as many as editors upload, so they take turns.
   */
  function makeRoom(size) {
    for (const [key, entry] of files) {
      if (bytes + size <= maxBytes) break
      if (entry.version !== null) forget(key)
    }
    return bytes + size <= maxBytes
  }

  async function keep(key, headers, identity, version) {
    forget(key) // another version of an upload
    // The compressed forms are smaller than the file: if the file alone does not fit, none will.
    if (!makeRoom(identity.length)) return void leftToNext.add(key)
    /** @type {Entry} */
    const entry = { headers, identity, size: 0, version, made: Date.now() }
    if (compressible.test(String(headers['content-type'] ?? ''))) {
      const [br, gz] = await Promise.all([
        toBrotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        toGzip(identity, { level: 9 }),
      ])
      Object.assign(entry, { br, gzip: gz })
    }
    entry.size = identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
    if (!makeRoom(entry.size)) return void leftToNext.add(key)
    files.set(key, entry)
    bytes += entry.size
  }

  return {
    /**
     * Answers `req` from memory and returns true, or returns false and, for a file not yet in memory,
     * records the answer `res` is about to get from Next.
     */
    serve(req, res) {
      const file =
        (req.method === 'GET' || req.method === 'HEAD') && req.headers.range === undefined
          ? fileOf(req.url ?? '')
          : null
      if (!file) return false
      const { key, version } = file
      const stored = files.get(key)
      const entry = stored?.version === version ? stored : undefined
      if (!entry) {
        if (!pending.has(key) && !leftToNext.has(key) && req.method === 'GET') {
          pending.add(key)
          let recorded = false
          capture(
            res,
            // Only a whole file under its immutable name (a missing one answers 404 and is not kept).
            (status, headers) =>
              status === 200 &&
              !headers['content-encoding'] &&
              /\bimmutable\b/.test(String(headers['cache-control'] ?? '')),
            (_status, headers, body) => {
              recorded = true
              const kept = Object.fromEntries(
                Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)),
              )
              keep(key, kept, body, version)
                .catch(() => undefined)
                .finally(() => pending.delete(key))
            },
          )
          // 'finish' (and so the recording) comes before 'close'; anything else leaves the file to a later request.
          res.once('close', () => recorded || pending.delete(key))
        }
        return false
      }
      if (version !== null) {
        // Most recently used last: the order makeRoom evicts pictures in.
        files.delete(key)
        files.set(key, entry)
      }
      const accepted = acceptedEncodings(req.headers['accept-encoding'])
      const encoding =
        entry.br && accepted.has('br') ? 'br' : entry.gzip && accepted.has('gzip') ? 'gzip' : null
      const body = encoding ? entry[encoding] : entry.identity
      for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
      if (entry.br) res.setHeader('vary', 'Accept-Encoding')
      if (encoding) res.setHeader('content-encoding', encoding)
      // As the page copies do (response-cache.mjs): how long ago this copy was made, and the sign that it is one.
      res.setHeader('age', Math.floor((Date.now() - entry.made) / 1000))
      res.setHeader('content-length', body.length)
      // A file never changes under its name: a validator the client still has means it is unchanged.
      const { etag, 'last-modified': modified } = entry.headers
      const match = req.headers['if-none-match']
      if (
        (etag && match === etag) ||
        (!match && modified && req.headers['if-modified-since'] === modified)
      ) {
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
