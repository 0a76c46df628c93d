import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { processState } from '@/lib/process-state'

import type { Layer } from '../layer'
import { respond } from '../respond'

/**
 * When the request Next is answering began: the page cache handler stores nothing that a request
 * begun before the latest revalidation rendered (src/lib/cache/page-cache-handler.mjs).
 */
const requestStarts = processState('cache.request-starts', () => new AsyncLocalStorage<number>())

/** Next itself: pages, route handlers, the back office, Payload's API. */
export function nextLayer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Layer {
  return {
    name: 'next',
    async handle({ req, res }) {
      try {
        await requestStarts.run(Date.now(), () => handle(req, res))
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
