import { createRequire } from 'node:module'
import { Duplex } from 'node:stream'

import type { Layer } from '../layer'

const require = createRequire(import.meta.url)

type Middleware = (
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  next: () => void,
) => void

/**
 * Compression of what is answered per request (Next's answers for one visitor, its API, its
 * navigation payloads), with the middleware Next itself uses (next.config.ts turns Next's own off,
 * so that shared pages are compressed once, by the pages layer, and build files once, by the file
 * memory). Answers already encoded pass through it untouched.
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
