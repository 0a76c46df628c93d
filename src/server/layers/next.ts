import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { Duplex } from 'node:stream'

import type { Layer } from '../layer'
import { respond } from '../respond'

const require = createRequire(import.meta.url)

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * Compression of what Next and the layers answer, with the middleware Next itself uses
 * (next.config.ts turns Next's own off): it must come before the nonce layer wraps the response, so
 * that it compresses the restamped text. Answers already encoded (build files from memory) pass
 * through it untouched.
 */
export function compressionLayer(): Layer {
  const compress = (require('next/dist/compiled/compression') as () => Middleware)()
  return {
    name: 'compression',
    handle({ req, res }) {
      compress(req, res, () => {})
      // On a dropped connection the middleware never ends its zlib stream: free it.
      res.once('close', () => {
        if (res.writableFinished) return
        const noop = () => {}
        const stream = res.on('drain', noop)
        if (stream === res || !(stream instanceof Duplex)) res.off('drain', noop)
        else stream.destroy()
      })
      return false
    },
  }
}

/** Next itself: pages, route handlers, the back office, Payload's API. */
export function nextLayer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Layer {
  return {
    name: 'next',
    async handle({ req, res }) {
      try {
        await handle(req, res)
      } catch (error) {
        console.error(error)
        if (!res.headersSent)
          respond(res, 500, {
            error: { code: 'internal_error', message: 'Something went wrong! Please try again.' },
          })
        else res.end()
      }
      return true
    },
  }
}
