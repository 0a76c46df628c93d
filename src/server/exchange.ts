import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * One request and its response as the layers see them (pipeline.ts). The response is wrapped once,
 * and only when a layer asks: layers register hooks instead of patching `res`. When the head is
 * written, recorders decide on Next's own headers whether they want the body, head hooks change the
 * headers, and body transforms are chosen; each chunk then goes to the recorders as written and
 * through the transforms before it goes on. Recorders get the whole body only once it has gone out.
 */
export type HeadHook = (status: number, res: ServerResponse) => void
/** Rewrites a body as it streams: `write` returns what may go out now, `end` what it held back. */
export type BodyTransform = { write(chunk: Buffer): Buffer; end(): Buffer }
export type Recorder = {
  /** Whether to keep this answer, decided on its status and its headers as Next wrote them. */
  wanted: (status: number, headers: OutgoingHttpHeaders) => boolean
  done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void
}

/** Response headers that belong to one connection or one response: never replayed from a copy. */
export const perResponseHeaders = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'strict-transport-security',
])

type Chunk = string | Buffer | Uint8Array
type Callback = (error?: Error | null) => void

const empty = Buffer.alloc(0)

function bytesOf(chunk: Chunk, encoding?: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}

export class Exchange {
  /**
   * What answered, for metrics: the name of the layer that answered, unless it says more itself.
   */
  answeredBy: string | undefined
  /** Whether the client reached the site over HTTPS (set by the client layer). */
  https = false
  /** The client's address as the trusted proxies report it (set by the client layer). */
  clientAddress: string
  readonly startedAt = process.hrtime.bigint()

  private readonly heads: HeadHook[] = []
  private readonly transforms: ((status: number, res: ServerResponse) => BodyTransform | null)[] =
    []
  private readonly recorders: Recorder[] = []
  private wrapped = false

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    this.clientAddress = req.socket.remoteAddress ?? 'unknown'
  }

  /** The path without the query string. */
  get path(): string {
    const url = this.req.url ?? '/'
    const query = url.indexOf('?')
    return query === -1 ? url : url.slice(0, query)
  }

  onHead(hook: HeadHook): void {
    this.wrap()
    this.heads.push(hook)
  }

  /** `choose` runs when the head is written and returns a transform for this body, or null. */
  transformBody(choose: (status: number, res: ServerResponse) => BodyTransform | null): void {
    this.wrap()
    this.transforms.push(choose)
  }

  record(recorder: Recorder): void {
    this.wrap()
    this.recorders.push(recorder)
  }

  /** Patches `res` once. Whatever wrapped it before (compression) stays beneath these hooks. */
  private wrap(): void {
    if (this.wrapped) return
    this.wrapped = true
    const res = this.res
    const { writeHead } = res
    // The functions beneath, called with whatever arguments they were given.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const write: (...args: any[]) => boolean = res.write
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const end: (...args: any[]) => ServerResponse = res.end
    let transforms: BodyTransform[] = []
    let recording: { recorder: Recorder; headers: OutgoingHttpHeaders; chunks: Buffer[] }[] = []

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      // Headers passed inline join the others, so every hook sees all of them in one place.
      const inline = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      if (inline) {
        for (const [name, value] of Object.entries(inline as OutgoingHttpHeaders))
          if (value !== undefined) res.setHeader(name, value)
        rest = rest.filter((arg) => arg !== inline)
      }
      const asWritten = res.getHeaders()
      recording = this.recorders
        .filter((recorder) => recorder.wanted(status, asWritten))
        .map((recorder) => ({ recorder, headers: asWritten, chunks: [] }))
      for (const hook of this.heads) hook(status, res)
      transforms = this.transforms.flatMap((choose) => choose(status, res) ?? [])
      return writeHead.call(res, status, ...(rest as []))
    }) as typeof res.writeHead

    const pass = (chunk: Chunk | null | undefined, encoding: unknown): Buffer | null => {
      if (chunk == null) return null
      let bytes = bytesOf(chunk, encoding)
      // Copied: the renderer may hand out the very buffer its own cache keeps.
      for (const entry of recording) entry.chunks.push(Buffer.from(bytes))
      for (const transform of transforms) bytes = transform.write(bytes)
      return bytes
    }

    res.write = ((chunk: Chunk, encoding?: unknown, callback?: Callback) => {
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (!transforms.length && !recording.length) return write.call(res, chunk, encoding, callback)
      const done = typeof encoding === 'function' ? (encoding as Callback) : callback
      return write.call(res, pass(chunk, encoding) ?? empty, done)
    }) as typeof res.write

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: Callback) => {
      if (typeof chunk === 'function')
        [chunk, encoding, callback] = [undefined, undefined, chunk as Callback]
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding as Callback]
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (recording.length) {
        const finished = recording
        res.once('finish', () => {
          for (const { recorder, headers, chunks } of finished)
            recorder.done(res.statusCode, headers, Buffer.concat(chunks))
        })
      }
      if (!transforms.length && !recording.length) return end.call(res, chunk, encoding, callback)
      let body = pass(chunk as Chunk | undefined, encoding) ?? empty
      // What each transform held back still goes through the ones after it.
      for (const [i, transform] of transforms.entries()) {
        let rest = transform.end()
        for (const later of transforms.slice(i + 1)) rest = later.write(rest)
        if (rest.length) body = Buffer.concat([body, rest])
      }
      return end.call(res, body, callback)
    }) as typeof res.end
  }
}
