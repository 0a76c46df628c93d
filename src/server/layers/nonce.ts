import { createHmac, randomBytes } from 'node:crypto'

import type { BodyTransform } from '../exchange'
import type { Layer } from '../layer'

/**
 * A fresh CSP nonce in every HTML and RSC response, so pages can come from a cache and still run
 * under a strict script policy. Pages render with a secret per-build marker as their nonce (the
 * proxy, src/proxy.ts, puts the `x-csp-nonce` request header set here into the render's CSP); this
 * layer replaces every occurrence of the marker in the headers and the streamed body with a random
 * value of the same length, so Content-Length stays true. Other content types pass through
 * untouched.
 */

/**
 * The marker: from PAYLOAD_SECRET and the build id, so identical on every instance of one build
 * (they share rendered pages through Redis) and unknown to visitors: text a visitor manages to put
 * into a page can never carry a valid nonce.
 */
export function nonceMarker(secret: string, buildId: string): string {
  return createHmac('sha256', secret)
    .update(`csp-nonce-marker:${buildId}`)
    .digest('hex')
    .slice(0, 32)
}

const freshNonce = () => randomBytes(16).toString('hex') // 32 characters, like the marker
const restamped = /^(text\/html|text\/x-component)\b/i

/**
 * How many bytes at the end of `buffer` are the start of the marker (the next chunk may complete
 * it).
 */
function partialMarkerAtEnd(buffer: Buffer, marker: Buffer): number {
  for (let n = Math.min(marker.length - 1, buffer.length); n > 0; n--) {
    if (buffer.subarray(buffer.length - n).equals(marker.subarray(0, n))) return n
  }
  return 0
}

/**
 * Replaces the marker in a streamed body, byte-wise (marker and nonce are ASCII, so a byte match is
 * a character match in any UTF-8 text); a marker split across two chunks is held back until
 * completed.
 */
export function markerReplacer(marker: string, nonce: string): BodyTransform {
  const markerBytes = Buffer.from(marker, 'latin1')
  const nonceBytes = Buffer.from(nonce, 'latin1')
  let held = Buffer.alloc(0)
  return {
    write(chunk) {
      let buffer = held.length ? Buffer.concat([held, chunk]) : chunk
      let at = buffer.indexOf(markerBytes)
      // Copied before it is patched: the chunk may be a buffer the renderer keeps (its page cache).
      if (at !== -1 && buffer === chunk) buffer = Buffer.from(buffer)
      for (; at !== -1; at = buffer.indexOf(markerBytes, at)) {
        nonceBytes.copy(buffer, at)
        at += markerBytes.length
      }
      const keep = partialMarkerAtEnd(buffer, markerBytes)
      held = keep ? Buffer.from(buffer.subarray(buffer.length - keep)) : Buffer.alloc(0)
      return keep ? buffer.subarray(0, buffer.length - keep) : buffer
    },
    end() {
      const rest = held
      held = Buffer.alloc(0)
      return rest
    },
  }
}

export function nonceLayer(marker: string, newNonce: () => string = freshNonce): Layer {
  return {
    name: 'nonce',
    handle(exchange) {
      const { req } = exchange
      // Only this server decides the render's nonce: a visitor's header of that name is
      // overwritten.
      req.headers['x-csp-nonce'] = marker
      if (!exchange.path.startsWith('/_next/static/')) {
        // A page's validators describe the cached copy, whose nonce the visitor no longer has.
        delete req.headers['if-none-match']
        delete req.headers['if-modified-since']
      }
      const nonce = newNonce()
      exchange.onHead((_status, res) => {
        for (const name of res.getHeaderNames()) {
          const value = res.getHeader(name)
          if (typeof value === 'string' && value.includes(marker))
            res.setHeader(name, value.replaceAll(marker, nonce))
          // Next sends a freshly rendered cached redirect with its Location twice, which clients
          // join into one broken address ("/en/news, /en/news"): identical repeats go (never
          // Set-Cookie's).
          if (Array.isArray(value) && name !== 'set-cookie' && new Set(value).size < value.length)
            res.setHeader(name, [...new Set(value)])
        }
        if (restamped.test(String(res.getHeader('content-type') ?? ''))) {
          // Each answer now differs from the cached copy: no validator to reuse it by, and no
          // shared cache keeping one visitor's nonce for the next.
          res.removeHeader('etag')
          res.setHeader('cache-control', 'private, no-cache')
        }
      })
      exchange.transformBody((_status, res) =>
        restamped.test(String(res.getHeader('content-type') ?? ''))
          ? markerReplacer(marker, nonce)
          : null,
      )
      return false
    },
  }
}
