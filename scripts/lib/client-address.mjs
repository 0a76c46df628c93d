/**
 * Who sent a request and over which scheme, believing only the reverse proxies this server is told to
 * trust (TRUSTED_PROXIES: how many of them append to X-Forwarded-For and set X-Forwarded-Proto).
 * With none, the socket is the truth and every forwarded header is a client's word.
 */

/** @param {unknown} value @returns {number} */
export function trustedProxyCount(value) {
  return Math.max(0, Math.floor(Number(value) || 0))
}

/**
 * The client is the hop just before the trusted proxies: each of them appended the address it saw.
 * @param {{ socket: { remoteAddress?: string }, headers: Record<string, string | string[] | undefined> }} req
 * @param {number} trusted
 */
export function clientAddress(req, trusted) {
  const socket = req.socket.remoteAddress ?? 'unknown'
  if (!trusted) return socket
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const chain = [...hops, socket]
  return chain[Math.max(0, chain.length - 1 - trusted)]
}

/**
 * @param {{ socket: { encrypted?: boolean }, headers: Record<string, string | string[] | undefined> }} req
 * @param {number} trusted
 */
export function cameOverHttps(req, trusted) {
  if (req.socket.encrypted) return true
  if (!trusted) return false
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  )
}
