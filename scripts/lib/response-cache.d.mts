import type { IncomingMessage, ServerResponse } from 'node:http'

export function cacheKeyOf(req: IncomingMessage): string | null
export function createResponseCache(options: { maxBytes: number; generation: () => unknown }): {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    next: () => Promise<unknown> | unknown,
  ): Promise<unknown>
  stats(): { entries: number; bytes: number }
}
