import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * One request and its response as the layers see them (pipeline.ts). The response is wrapped once,
 * and only when a layer asks: layers register hooks instead of patching `res`. When the head is
 * written, recorders decide on the headers as written whether they want the body, head hooks change
 * the headers, and a finisher may be chosen: then nothing goes out until the whole body is there,
 * and the finisher decides the final status, headers and body (a shared page's CSP hashes and
 * validator are computed from its complete HTML). Recorders get the body only once it has gone out.
 * Send hooks run last, as the head really goes out, beneath every wrapper (compression's too): on
 * the final status and headers, after any finisher.
 */
export type HeadHook = (status: number, res: ServerResponse) => void
/** Sees the whole body before anything went out; may change `res`'s status and headers. */
export type Finisher = (res: ServerResponse, body: Buffer) => Buffer | Promise<Buffer>
export type Recorder = {
  /** Whether to keep this answer, decided on its status and its headers as written. */
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
  'server-timing',
])

type Chunk = string | Buffer | Uint8Array
type Callback = (error?: Error | null) => void

function bytesOf(chunk: Chunk, encoding?: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}

export class Exchange {
  /** The layer that has the request: the pipeline names each one as it hands the request on. */
  layer: string | undefined
  /** What answered, when the layer says more than its name (`page-memory-stale`). */
  answeredBy: string | undefined
  /** Whether the client reached the site over HTTPS (set by the client layer). */
  https = false
  /** The client's address as the trusted proxies report it (set by the client layer). */
  clientAddress: string
  readonly startedAt = process.hrtime.bigint()

  private readonly heads: HeadHook[] = []
  private readonly sends: HeadHook[] = []
  private finisherChooser: ((status: number, res: ServerResponse) => Finisher | null) | undefined
  private readonly recorders: Recorder[] = []
  private wrapped = false

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    this.clientAddress = req.socket.remoteAddress ?? 'unknown'
    // Patched first, so beneath whatever wraps the response later (compression, `wrap`).
    const { writeHead } = res
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (!res.headersSent) for (const hook of this.sends) hook(status, res)
      return writeHead.call(res, status, ...(rest as []))
    }) as typeof res.writeHead
  }

  /** The name of what answered, as the metrics and `Server-Timing` give it. */
  get answerer(): string {
    return this.answeredBy ?? this.layer ?? 'unanswered'
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

  /**
   * `choose` runs when the head is written (after the head hooks) and returns a finisher for this
   * answer, or null to let it stream. One layer holds bodies: a second call replaces the first.
   */
  hold(choose: (status: number, res: ServerResponse) => Finisher | null): void {
    this.wrap()
    this.finisherChooser = choose
  }

  /**
   * `hook` runs as the head goes out, on the answer's final status and headers (after the head
   * hooks and any finisher); it may add a header, never change the body.
   */
  onSend(hook: HeadHook): void {
    this.sends.push(hook)
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
    let finisher: Finisher | null = null
    let held: Buffer[] = []
    let headWritten = false
    let recording: { recorder: Recorder; headers: OutgoingHttpHeaders; chunks: Buffer[] }[] = []

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      // Headers passed inline join the others, so every hook sees all of them in one place.
      const inline = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      if (inline) {
        for (const [name, value] of Object.entries(inline as OutgoingHttpHeaders))
          if (value !== undefined) res.setHeader(name, value)
        rest = rest.filter((arg) => arg !== inline)
      }
      // A held answer's head is written once, by `end`; Next may ask again (flushHeaders).
      if (headWritten) return finisher ? res : writeHead.call(res, status, ...(rest as []))
      headWritten = true
      res.statusCode = status
      const asWritten = res.getHeaders()
      recording = this.recorders
        .filter((recorder) => recorder.wanted(status, asWritten))
        .map((recorder) => ({ recorder, headers: asWritten, chunks: [] }))
      for (const hook of this.heads) hook(status, res)
      finisher = this.finisherChooser?.(status, res) ?? null
      if (finisher) return res
      return writeHead.call(res, status, ...(rest as []))
    }) as typeof res.writeHead

    const keep = (bytes: Buffer) => {
      // Copied: the renderer may hand out the very buffer its own cache keeps.
      for (const entry of recording) entry.chunks.push(Buffer.from(bytes))
    }

    res.write = ((chunk: Chunk, encoding?: unknown, callback?: Callback) => {
      if (!headWritten) res.writeHead(res.statusCode)
      const done = typeof encoding === 'function' ? (encoding as Callback) : callback
      if (finisher) {
        if (chunk != null) held.push(Buffer.from(bytesOf(chunk, encoding)))
        if (done) process.nextTick(done)
        return true
      }
      if (recording.length && chunk != null) keep(bytesOf(chunk, encoding))
      return write.call(res, chunk, encoding, callback)
    }) as typeof res.write

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: Callback) => {
      if (typeof chunk === 'function')
        [chunk, encoding, callback] = [undefined, undefined, chunk as Callback]
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding as Callback]
      if (!headWritten) res.writeHead(res.statusCode)
      const finished = recording
      if (finished.length) {
        res.once('finish', () => {
          for (const { recorder, headers, chunks } of finished)
            recorder.done(res.statusCode, headers, Buffer.concat(chunks))
        })
      }
      if (!finisher) {
        if (recording.length && chunk != null) keep(bytesOf(chunk as Chunk, encoding))
        return end.call(res, chunk, encoding, callback)
      }
      if (chunk != null) held.push(bytesOf(chunk as Chunk, encoding))
      const body = Buffer.concat(held)
      const finish = finisher
      held = []
      finisher = null
      void Promise.resolve()
        .then(() => finish(res, body))
        .then(
          (out) => {
            if (res.destroyed) return
            if (recording.length) keep(out)
            writeHead.call(res, res.statusCode)
            end.call(res, res.req?.method === 'HEAD' ? undefined : out, callback)
          },
          (error: unknown) => {
            console.error(error)
            res.destroy(error as Error)
          },
        )
      return res
    }) as typeof res.end
  }
}
