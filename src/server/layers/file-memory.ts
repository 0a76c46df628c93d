import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { perResponseHeaders, type Exchange } from '../exchange'
import { acceptedEncodings } from '../encodings'
import type { Layer } from '../layer'

/**
 * Files that never change under their address, answered from memory: the build's files, compressed
 * once (Next would read and compress each again at every request, about fifteen a page view), and
 * uploads at a versioned address (`?v=` the upload's last change: a replaced file gets a new address,
 * so anyone may keep these a year, and from here they cost no database or disk read). A file's first
 * request is Next's answer, recorded with its headers. Bounded in bytes: pictures take turns.
 */
const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

/** Text worth compressing; fonts and pictures are compressed already. */
const compressible = /^(application\/(javascript|json|manifest\+json|wasm)|text\/|image\/svg\+xml)/i

/**
 * Versioned uploads of the two collections every visitor may read: `public` must never reach a file
 * behind access control. Unversioned addresses (the back office's thumbnails) stay as Payload
 * answers.
 */
const versionedUpload = /^\/api\/(?:media|videos)\/file\/[^?#]+\?(?:[^#]*&)?v=[0-9a-z]+(?:[&#]|$)/
export const immutableFile = 'public, max-age=31536000, immutable'
export const isVersionedUpload = (url: string) => versionedUpload.test(url)

/**
 * Which file a request asks for, kept by its path: a client cannot fill the memory with copies of
 * one file under made-up queries. A build file's content is fixed by its name; an upload's by its
 * version, kept beside the copy so only a request for that version is answered from it.
 */
function fileOf(url: string): { key: string; version: string | null } | null {
  const [path = '', query = ''] = url.split('?', 2)
  if (path.startsWith('/_next/static/')) return { key: path, version: null }
  if (isVersionedUpload(url)) return { key: path, version: new URLSearchParams(query).get('v') }
  return null
}

type Entry = {
  headers: OutgoingHttpHeaders
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
  size: number
  version: string | null
  made: number
}

/** Brotli at its best and gzip at 9: made once per file, answered many times. */
async function compress(identity: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    toBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    toGzip(identity, { level: 9 }),
  ])
  return { br, gzip: gz }
}

/** The files kept, within `maxBytes`: build files stay, pictures make room for each other. */
function fileStore(maxBytes: number) {
  const files = new Map<string, Entry>()
  /**
   * Files being recorded or compressed: one file is made once however many ask at the same time.
   */
  const pending = new Set<string>()
  /**
   * Files that did not fit: left to Next for good, rather than compressed again at every request.
   */
  const leftToNext = new Set<string>()
  let bytes = 0

  function forget(key: string) {
    bytes -= files.get(key)?.size ?? 0
    files.delete(key)
  }

  /** Whether `size` more bytes fit once the least recently used pictures have made room. */
  function makeRoom(size: number): boolean {
    for (const [key, entry] of files) {
      if (bytes + size <= maxBytes) break
      if (entry.version !== null) forget(key)
    }
    return bytes + size <= maxBytes
  }

  async function keep(
    key: string,
    headers: OutgoingHttpHeaders,
    identity: Buffer,
    version: string | null,
  ) {
    forget(key) // another version of an upload
    // The compressed forms are smaller than the file: if the file alone does not fit, none will.
    if (!makeRoom(identity.length)) return void leftToNext.add(key)
    const entry: Entry = { headers, identity, size: 0, version, made: Date.now() }
    if (compressible.test(String(headers['content-type'] ?? '')))
      Object.assign(entry, await compress(identity))
    entry.size = identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
    if (!makeRoom(entry.size)) return void leftToNext.add(key)
    files.set(key, entry)
    bytes += entry.size
  }

  return {
    /** The copy of `key` at `version`, if kept; a picture's becomes the most recently used. */
    get(key: string, version: string | null): Entry | undefined {
      const stored = files.get(key)
      if (stored?.version !== version) return undefined
      if (version !== null) {
        // Most recently used last: the order makeRoom puts pictures out in.
        files.delete(key)
        files.set(key, stored)
      }
      return stored
    },
    /** Whether a file is neither being made nor left to Next. */
    mayRecord: (key: string) => !pending.has(key) && !leftToNext.has(key),
    /** A file is being made: no other request records it meanwhile. */
    recording: (key: string) => void pending.add(key),
    /** A recording that ended without a whole answer: a later request may try again. */
    recordingFailed: (key: string) => void pending.delete(key),
    /** Keeps Next's answer of a file (compressed first); then it is no longer being made. */
    keepRecorded(key: string, headers: OutgoingHttpHeaders, body: Buffer, version: string | null) {
      keep(key, headers, body, version)
        .catch(() => undefined)
        .finally(() => pending.delete(key))
    },
    stats: () => ({ files: files.size, bytes }),
  }
}

/** Answers a file from its copy: the encoding the client takes, or 304 to a current validator. */
function answerFromMemory({ req, res }: Exchange, entry: Entry): void {
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  const encoding =
    entry.br && accepted.has('br') ? 'br' : entry.gzip && accepted.has('gzip') ? 'gzip' : null
  const body = encoding ? entry[encoding]! : entry.identity
  for (const [name, value] of Object.entries(entry.headers))
    if (value !== undefined) res.setHeader(name, value)
  if (entry.br) res.setHeader('vary', 'Accept-Encoding')
  if (encoding) res.setHeader('content-encoding', encoding)
  // As a shared cache says of a stored answer: how old the copy is (and that it is one).
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
    return
  }
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : body)
}

export function fileMemoryLayer({ maxBytes }: { maxBytes: number }) {
  const store = fileStore(maxBytes)

  const layer: Layer = {
    name: 'file-memory',
    handle(exchange) {
      const { req } = exchange
      const file = req.method === 'GET' || req.method === 'HEAD' ? fileOf(req.url ?? '') : null
      if (!file) return false
      const { key, version } = file
      // A versioned upload's answer may be kept by anyone for a year, from Payload or from here.
      if (version !== null)
        exchange.onHead((status, res) => {
          if (status === 200 || status === 206) res.setHeader('cache-control', immutableFile)
        })
      // A part of a file is Next's to answer.
      if (req.headers.range !== undefined) return false
      const entry = store.get(key, version)
      if (entry) {
        answerFromMemory(exchange, entry)
        return true
      }
      if (req.method === 'GET' && store.mayRecord(key)) record(exchange, key, version)
      return false
    },
  }

  /** Records Next's answer of a file not yet in memory, to keep it once it has gone out whole. */
  function record(exchange: Exchange, key: string, version: string | null) {
    store.recording(key)
    let recorded = false
    exchange.record({
      // A whole file under its fixed name: a missing one answers 404 and is not kept. A build file
      // must say it is immutable itself; a versioned upload is made so by the hook above.
      wanted: (status, headers) =>
        status === 200 &&
        !headers['content-encoding'] &&
        (version !== null || /\bimmutable\b/.test(String(headers['cache-control'] ?? ''))),
      done: (_status, headers, body) => {
        recorded = true
        const kept = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)),
        )
        if (version !== null) kept['cache-control'] = immutableFile
        store.keepRecorded(key, kept, body, version)
      },
    })
    // 'finish' (and so the recording) comes before 'close'; anything else leaves it to a later
    // request.
    exchange.res.once('close', () => recorded || store.recordingFailed(key))
  }

  return { layer, stats: store.stats }
}
