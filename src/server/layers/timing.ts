import type { Exchange } from '../exchange'
import type { Layer } from '../layer'

/**
 * `Server-Timing` on every answer: what answered it, by the name the metrics count it under (the
 * layer, or what it says more: `page-memory`, `page-memory-stale`), and how long after the request
 * arrived its head went out, in milliseconds: `Server-Timing: page-memory;dur=0.4`. Browsers'
 * developer tools show it, and it passes through nginx and CDNs, so whoever debugs through them
 * can tell which layer answered. For an answer that streams, the time is that of its first byte.
 *
 * It belongs to one answer: no copy keeps it (`perResponseHeaders` in exchange.ts), so a shared
 * page's bytes and validator stay the same for every visitor. A cache in front that answers from
 * its copy repeats the entry of the answer it kept (nginx's `X-Cache-Status` says it answered).
 */
export function serverTiming(exchange: Exchange, now = process.hrtime.bigint()): string {
  const ms = Number(now - exchange.startedAt) / 1e6
  return `${exchange.answerer};dur=${ms.toFixed(1)}`
}

export const timingLayer: Layer = {
  name: 'timing',
  handle(exchange) {
    // Appended: an entry Next wrote itself stays.
    exchange.onSend((_status, res) => res.appendHeader('server-timing', serverTiming(exchange)))
    return false
  },
}
