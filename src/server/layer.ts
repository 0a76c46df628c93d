import type { Exchange } from './exchange'

/**
 * One step of the production server (pipeline.ts lists them in order). A layer either answers the
 * request itself and returns true (nothing after it runs; its `name` says who answered), or
 * prepares the exchange (request headers, response hooks) and returns false to let the next layer
 * go on.
 */
export type Layer = {
  name: string
  handle(exchange: Exchange): boolean | Promise<boolean>
}
