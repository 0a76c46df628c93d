import type { Layer } from '../layer'
import { respond } from '../respond'

/**
 * Methods no part of the site takes: TRACE and TRACK (which would echo a request back, cookies
 * included), CONNECT (a tunnel) and anything outside HTTP's usual set answer 405 here, with the
 * security headers, instead of reaching Next (which answered TRACE with a 500). Node hands CONNECT
 * and methods its parser does not know (TRACK) to the server apart from requests: see
 * refuseOutsideRequests in main.ts.
 */
const taken = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Pages only read: another method on a page's address is refused, as no page handles it. */
const pageMethods = new Set(['GET', 'HEAD'])
const apiPrefixes = ['/api/', '/admin', '/ocpi/', '/_next/']

export const notAllowed = {
  error: { code: 'method_not_allowed', message: 'This method is not allowed here' },
}

export const methodsLayer: Layer = {
  name: 'methods',
  handle(exchange) {
    const method = exchange.req.method ?? ''
    if (!taken.has(method)) {
      respond(exchange.res, 405, notAllowed, { allow: [...taken].join(', ') })
      return true
    }
    const path = exchange.path
    const api = apiPrefixes.some((prefix) => path.startsWith(prefix))
    if (!api && !pageMethods.has(method) && !exchange.req.headers['next-action']) {
      respond(exchange.res, 405, notAllowed, { allow: 'GET, HEAD' })
      return true
    }
    return false
  },
}
