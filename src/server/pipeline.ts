import type { IncomingMessage, ServerResponse } from 'node:http'

import { lifecycle } from '@/lib/lifecycle'

import { Exchange } from './exchange'
import type { Layer } from './layer'
import { clientLayer } from './layers/client'
import { compressionLayer } from './layers/compression'
import { fileMemoryLayer } from './layers/file-memory'
import { metricsLayer } from './layers/metrics'
import { methodsLayer } from './layers/methods'
import { nextLayer } from './layers/next'
import { pagesLayer } from './layers/pages'
import { probesLayer } from './layers/probes'
import { timingLayer } from './layers/timing'
import type { ServerSettings } from './settings'

type PipelineOptions = {
  settings: ServerSettings
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
export function createPipeline({ settings, generation, next }: PipelineOptions) {
  const files = fileMemoryLayer({ maxBytes: settings.fileMemoryBytes })
  const pages = pagesLayer({ maxBytes: settings.pageMemoryBytes, generation })
  const layers: Layer[] = [
    timingLayer, //                                 Server-Timing: what answered, on every answer
    probesLayer, //                                 /healthz, /readyz: answered first
    metricsLayer(settings.metricsToken), //          /metrics; every other answer counted
    methodsLayer, //                                 TRACE, CONNECT, a POST to a page…: 405
    // Before any layer that hooks into the response: the hooks sit above the compressor and see
    // plain text (the pages layer hashes and compresses shared pages itself).
    compressionLayer(), //                           gzip/Brotli of what is answered per request
    clientLayer(settings.trustedProxies), //         address, HTTPS, answers for this client private
    files.layer, //                                  build files and versioned uploads from memory
    pages.layer, //                                  pages: hashes, cache headers, shared ones from memory
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
      exchange.layer = layer.name
      const answered = layer.handle(exchange)
      if (answered === true || (answered !== false && (await answered))) return
    }
  }

  return {
    serve,
    inFlight: () => inFlight,
    stats: () => ({ files: files.stats(), pages: pages.stats() }),
  }
}
