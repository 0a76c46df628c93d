/**
 * The response side of the production server (scripts/server.mjs): every HTML and RSC response gets
 * the render's placeholder nonce (`marker`) replaced by this response's fresh `nonce`, in its headers
 * and in its body as it streams. The two have the same length, so Content-Length stays true; a
 * placeholder split across two writes is held back until the next one completes it.
 */
const restamped = /^(text\/html|text\/x-component)\b/i

/** How many bytes at the end of `buffer` are the start of the marker (to be completed by the next chunk). */
function partialMarkerAtEnd(buffer, marker) {
  for (let n = Math.min(marker.length - 1, buffer.length); n > 0; n--) {
    if (buffer.subarray(buffer.length - n).equals(marker.subarray(0, n))) return n
  }
  return 0
}

/**
 * Patches `res` so headers and an HTML/RSC body carry `nonce` wherever the renderer wrote the marker,
 * and cookies set over HTTPS are Secure.
 */
export function restamp(res, marker, nonce, https) {
  const markerBytes = Buffer.from(marker, 'latin1')
  const nonceBytes = Buffer.from(nonce, 'latin1')
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  let active = false
  let held = Buffer.alloc(0)

  res.writeHead = (status, ...rest) => {
    const inline = rest.find((arg) => arg && typeof arg === 'object')
    if (inline && !Array.isArray(inline)) {
      for (const [name, value] of Object.entries(inline))
        if (value !== undefined) res.setHeader(name, value)
      rest = rest.filter((arg) => arg !== inline)
    }
    for (const name of res.getHeaderNames()) {
      const value = res.getHeader(name)
      if (typeof value === 'string' && value.includes(marker))
        res.setHeader(name, value.replaceAll(marker, nonce))
      // Next sends a freshly rendered cached redirect with its Location twice, which clients join into
      // one broken address ("/en/news, /en/news"): identical repeats are dropped (never Set-Cookie's).
      if (Array.isArray(value) && name !== 'set-cookie' && new Set(value).size < value.length)
        res.setHeader(name, [...new Set(value)])
    }
    if (https) {
      const cookies = res.getHeader('set-cookie')
      if (cookies)
        res.setHeader(
          'set-cookie',
          [cookies]
            .flat()
            .map((cookie) => (/;\s*secure\b/i.test(String(cookie)) ? cookie : `${cookie}; Secure`)),
        )
    }
    active = restamped.test(String(res.getHeader('content-type') ?? ''))
    if (active) {
      // Each response now differs from the cached copy: no validator a browser could reuse it by, and
      // no shared cache keeping one visitor's nonce for the next.
      res.removeHeader('etag')
      res.setHeader('cache-control', 'private, no-cache')
    }
    return writeHead(status, ...rest)
  }

  // Works on bytes: the marker and nonce are ASCII, so a byte match is a character match in any UTF-8
  // text. A chunk holding a marker is copied before it is patched, because the renderer may hand out
  // the very buffer its page cache keeps.
  const convert = (chunk, encoding) => {
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    let buffer = held.length ? Buffer.concat([held, bytes]) : bytes
    let at = buffer.indexOf(markerBytes)
    if (at !== -1 && buffer === bytes) buffer = Buffer.from(buffer)
    while (at !== -1) {
      nonceBytes.copy(buffer, at)
      at = buffer.indexOf(markerBytes, at + markerBytes.length)
    }
    const keep = partialMarkerAtEnd(buffer, markerBytes)
    held = keep ? Buffer.from(buffer.subarray(buffer.length - keep)) : Buffer.alloc(0)
    return keep ? buffer.subarray(0, buffer.length - keep) : buffer
  }

  res.write = (chunk, encoding, callback) => {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!active || chunk == null) return write(chunk, encoding, callback)
    return write(convert(chunk, encoding), typeof encoding === 'function' ? encoding : callback)
  }
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!active) return end(chunk, encoding, callback)
    const body = chunk == null ? Buffer.alloc(0) : convert(chunk, encoding)
    const rest = held.length ? Buffer.concat([body, held]) : body
    held = Buffer.alloc(0)
    return end(rest, callback)
  }
}
