import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { Exchange } from './exchange'
import type { Layer } from './layer'

/**
 * For the layers' tests: a server that runs `layers()` (asked per request, so a test may swap them)
 * and then hands what none answered to `behind`, which stands in for Next.
 */
export function layersInFront(
  layers: () => Layer[],
  behind: (req: IncomingMessage, res: ServerResponse) => void,
): Server {
  return createServer(async (req, res) => {
    const exchange = new Exchange(req, res)
    for (const layer of layers()) if (await layer.handle(exchange)) return
    behind(req, res)
  })
}
