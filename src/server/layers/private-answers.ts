import { carriesCredentials } from '../cookies'
import type { Layer } from '../layer'

/**
 * Whatever depends on who asks is never kept by a shared cache (a CDN, the operator's nginx): an
 * answer that sets a cookie, and any answer to a request that carried credentials (the back
 * office's session cookie, a preview's, an `Authorization` header), goes out `private, no-store`
 * unless it already says `private` or `no-store`. Files whose address fixes their content
 * (`immutable`) are the same for everyone and keep their policy. (The pages layer applies the same
 * rule to the pages it finishes.)
 */
export const privateAnswersLayer: Layer = {
  name: 'private-answers',
  handle(exchange) {
    const credentials = carriesCredentials(exchange.req)
    exchange.onHead((_status, res) => {
      if (!credentials && !res.hasHeader('set-cookie')) return
      const control = String(res.getHeader('cache-control') ?? '')
      if (/\b(private|no-store|immutable)\b/i.test(control)) return
      res.setHeader('cache-control', 'private, no-store')
    })
    return false
  },
}
