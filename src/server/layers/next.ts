import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Layer } from '../layer'
import { respond } from '../respond'

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
