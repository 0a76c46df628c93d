import type { IncomingMessage, ServerResponse } from 'node:http'

import { lifecycle } from '@/lib/lifecycle'

import { Exchange } from './exchange'
import type { Layer } from './layer'
import { clientLayer } from './layers/client'
import { immutableFilesLayer } from './layers/immutable-files'
import { metricsLayer } from './layers/metrics'
import { methodsLayer } from './layers/methods'
import { compressionLayer, nextLayer } from './layers/next'
import { nonceLayer } from './layers/nonce'
import { pageCopiesLayer } from './layers/page-copies'
import { probesLayer } from './layers/probes'
import type { ServerSettings } from './settings'

type PipelineOptions = {
  settings: ServerSettings
  /** The per-build nonce marker pages are rendered with (layers/nonce.ts). */
  marker: string
  /** The content generation of the page cache (null while unknown). */
  generation: () => unknown | Promise<unknown>
  /** Next's request handler. */
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

/**
 * The layers in the order a request meets them. The first one that answers ends the walk; the
 * others prepare the request and the response on the way (see each file, and README.md beside this
 * one).
 */
export function createPipeline({ settings, marker, generation, next }: PipelineOptions) {
  const files = immutableFilesLayer({ maxBytes: settings.fileMemoryBytes })
  const copies = pageCopiesLayer({ maxBytes: settings.pageMemoryBytes, generation })
  const layers: Layer[] = [
    probesLayer, //                                 /healthz, /readyz: answered first
    metricsLayer(settings.metricsToken), //          /metrics; every other answer counted
    methodsLayer, //                                 TRACE, CONNECT, a POST to a page…: 405
    clientLayer(settings.trustedProxies), //         client address, HTTPS (HSTS, Secure cookies)
    compressionLayer(), //                           gzip/Brotli of what follows
    nonceLayer(marker), //                           the render's marker → a fresh nonce per answer
    files.layer, //                                  build files and versioned uploads from memory
    copies.layer, //                                 shared pages from memory
    nextLayer(next), //                              everything else
  ]

  /** Serves one request; `inFlight` counts requests not yet answered (draining waits for them). */
  let inFlight = 0
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    inFlight++
    res.once('close', () => inFlight--)
    // A draining process asks every client to open its next request elsewhere.
    if (lifecycle.isDraining()) res.setHeader('connection', 'close')
    const exchange = new Exchange(req, res)
    for (const layer of layers) {
      const answered = layer.handle(exchange)
      if (answered === true || (answered !== false && (await answered))) {
        exchange.answeredBy ??= layer.name
        return
      }
    }
  }

  return {
    serve,
    inFlight: () => inFlight,
    stats: () => ({ files: files.stats(), pageCopies: copies.stats() }),
  }
}
