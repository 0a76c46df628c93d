import { timingSafeEqual } from 'node:crypto'

import { isLocale } from '@/i18n/locales'
import { collectProcessMetrics, metrics } from '@/lib/metrics'

import type { Exchange } from '../exchange'
import type { Layer } from '../layer'
import { respond } from '../respond'

/**
 * Metrics for Prometheus: `GET /metrics` answers the registry (src/lib/metrics.ts) in Prometheus'
 * text format, and every other request is counted when its answer has gone out, by route group,
 * status and the layer that answered, with its latency.
 *
 * `/metrics` is for this host's scraper, or for whoever holds METRICS_TOKEN as a bearer token. A
 * request forwarded by a proxy counts as remote even when the proxy connects over loopback.
 */
const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

function fromThisHost(exchange: Exchange): boolean {
  const { req } = exchange
  const forwarded =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined
  return !forwarded && loopback.test(req.socket.remoteAddress ?? '')
}

function holdsToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7).trim())
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A bounded set of names for where a request went, for labels that stay few. */
export function routeGroup(path: string): string {
  if (path.startsWith('/_next/static/')) return 'build-files'
  if (path.startsWith('/_next/')) return 'next'
  if (/^\/api\/(media|videos)\/file\//.test(path)) return 'uploads'
  if (path.startsWith('/api/v1/forms/') || path === '/api/v1/orders') return 'submissions'
  if (path.startsWith('/api/v1/payments')) return 'payments'
  if (path.startsWith('/api/v1/')) return 'site-api'
  if (path.startsWith('/api/')) return 'payload-api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/ocpi/')) return 'ocpi'
  if (path.startsWith('/og/')) return 'og-images'
  if (isLocale(path.split('/')[1])) return 'pages'
  return 'other'
}

export function metricsLayer(token: string | undefined): Layer {
  collectProcessMetrics()
  return {
    name: 'metrics',
    async handle(exchange) {
      const { req, res } = exchange
      if (exchange.path !== '/metrics') {
        res.once('finish', () => {
          const group = routeGroup(exchange.path)
          const layer = exchange.answerer
          metrics.requests.inc({ group, layer, status: String(res.statusCode) })
          const seconds = Number(process.hrtime.bigint() - exchange.startedAt) / 1e9
          metrics.requestSeconds.observe({ group, layer }, seconds)
        })
        return false
      }
      if (!fromThisHost(exchange) && !holdsToken(req.headers.authorization, token)) {
        const challenge: Record<string, string> = token ? { 'www-authenticate': 'Bearer' } : {}
        respond(
          res,
          token ? 401 : 403,
          { error: { code: 'forbidden', message: 'Metrics are for this host or METRICS_TOKEN' } },
          challenge,
        )
        return true
      }
      const text = await metrics.registry.metrics()
      respond(res, 200, text, { 'content-type': metrics.registry.contentType })
      return true
    },
  }
}
