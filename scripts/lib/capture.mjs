/**
 * Records what a handler writes to `res`, as it goes out, for the production server's in-memory layers
 * (response-cache.mjs for pages, static-files.mjs for build files). The body is taken before any
 * compression or nonce restamping further down the chain, and handed over only once the whole answer
 * has gone out: a response cut short (a dropped connection, a render failing mid-stream) never finishes.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number, headers: Record<string, unknown>) => boolean} wanted decided when the headers are written
 * @param {(status: number, headers: Record<string, unknown>, body: Buffer) => void} done
 */
export function capture(res, wanted, done) {
  const { write, end, writeHead } = res
  const chunks = []
  let keep = false
  let headers = {}
  res.writeHead = function (status, ...rest) {
    const inline = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
    headers = {
      ...res.getHeaders(),
      ...(inline
        ? Object.fromEntries(Object.entries(inline).map(([k, v]) => [k.toLowerCase(), v]))
        : {}),
    }
    keep = wanted(status, headers)
    return writeHead.call(res, status, ...rest)
  }
  const collect = (chunk, encoding) => {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (keep && chunk != null && typeof chunk !== 'function')
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk),
      )
  }
  res.write = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return write.call(res, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    if (keep) res.once('finish', () => done(res.statusCode, headers, Buffer.concat(chunks)))
    return end.call(res, chunk, encoding, callback)
  }
}

/** Response headers that belong to one connection or are set per request by the server: never replayed. */
export const perResponseHeaders = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'strict-transport-security',
])
