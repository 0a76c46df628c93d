import type { IncomingMessage } from 'node:http'

import { plainAddress } from '@/lib/ip'

import { carriesCredentials } from '../cookies'
import type { Layer } from '../layer'

/**
 * Who sent the request and over which scheme, believing only the reverse proxies the server is told
 * to trust (TRUSTED_PROXIES: how many of them append to X-Forwarded-For and set X-Forwarded-Proto).
 * With none, the socket is the truth and every forwarded header is a client's word. The app reads
 * the outcome from `x-client-ip` and `x-forwarded-proto`, which this layer overwrites. And whether
 * the answer is this client's alone: an answer that sets a cookie, or any answer to a request that
 * carried credentials (the back office's session cookie, a preview's, `Authorization`), goes out
 * `private, no-store` unless it already says `private` or `no-store`, so that no shared cache (a
 * CDN, the operator's nginx) keeps it. Files whose address fixes their content (`immutable`) are
 * the same for everyone and keep their policy.
 */
type RequestLike = Pick<IncomingMessage, 'headers'> & {
  socket: { remoteAddress?: string; encrypted?: boolean }
}

/**
 * The hop just before the trusted proxies: each of them appended the address it saw. An IPv4 client
 * of a dual-stack socket is named by its IPv4 address (`127.0.0.1`, not `::ffff:127.0.0.1`).
 */
export function clientAddress(req: RequestLike, trusted: number): string {
  const socket = plainAddress(req.socket.remoteAddress ?? 'unknown')
  if (!trusted) return socket
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const chain = [...hops, socket]
  return plainAddress(chain[Math.max(0, chain.length - 1 - trusted)]!)
}

export function cameOverHttps(req: RequestLike, trusted: number): boolean {
  if (req.socket.encrypted) return true
  if (!trusted) return false
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim() === 'https'
  )
}

const hsts = 'max-age=63072000; includeSubDomains'

/**
 * Over HTTPS every response pins HTTPS and every cookie is Secure, whatever SITE_URL says; answers
 * for this client alone are private.
 */
export function clientLayer(trustedProxies: number): Layer {
  return {
    name: 'client',
    handle(exchange) {
      const { req } = exchange
      exchange.clientAddress = clientAddress(req, trustedProxies)
      exchange.https = cameOverHttps(req, trustedProxies)
      req.headers['x-client-ip'] = exchange.clientAddress
      req.headers['x-forwarded-proto'] = exchange.https ? 'https' : 'http'
      if (exchange.https) exchange.res.setHeader('strict-transport-security', hsts)
      const credentials = carriesCredentials(req)
      exchange.onHead((_status, res) => {
        const cookies = res.getHeader('set-cookie')
        if (cookies && exchange.https) {
          const all = [cookies].flat().map(String)
          res.setHeader(
            'set-cookie',
            all.map((c) => (/;\s*secure\b/i.test(c) ? c : `${c}; Secure`)),
          )
        }
        if (!credentials && !cookies) return
        const control = String(res.getHeader('cache-control') ?? '')
        if (!/\b(private|no-store|immutable)\b/i.test(control))
          res.setHeader('cache-control', 'private, no-store')
      })
      return false
    },
  }
}
