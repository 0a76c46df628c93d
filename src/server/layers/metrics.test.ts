import { describe, expect, it } from 'vitest'

import { metrics } from '@/lib/metrics'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../server.testing'

import { metricsLayer, routeGroup } from './metrics'

const token = 'scrape-token-0123456789'
const server = layersInFront(
  () => [metricsLayer(token)],
  (_req, res) => {
    res.statusCode = 204
    res.end()
  },
)
const base = serveForSuite(server)

async function count(labels: Record<string, string>): Promise<number> {
  const metric = await metrics.requests.get()
  const matches = (given: Record<string, unknown>) =>
    Object.entries(labels).every(([name, value]) => given[name] === value)
  return metric.values.find((v) => matches(v.labels))?.value ?? 0
}

describe('metrics', () => {
  it('counts every answer by route group, status and the layer that answered', async () => {
    const labels = { group: 'pages', status: '204', layer: 'unanswered' }
    const before = await count(labels)
    await fetch(base() + '/en/news')
    await fetch(base() + '/ua')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await count(labels)).toBe(before + 2)
  })

  it('serves Prometheus text to this host', async () => {
    const response = await fetch(base() + '/metrics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(text).toMatch(/^# HELP http_requests_total /m)
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*group="pages"/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })

  it('refuses a request a proxy forwarded, unless it holds the token', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' }
    expect((await fetch(base() + '/metrics', { headers: forwarded })).status).toBe(401)
    const wrong = { ...forwarded, authorization: 'Bearer nope' }
    expect((await fetch(base() + '/metrics', { headers: wrong })).status).toBe(401)
    const right = { ...forwarded, authorization: `Bearer ${token}` }
    expect((await fetch(base() + '/metrics', { headers: right })).status).toBe(200)
  })

  it('names few route groups, whatever the address', () => {
    expect(routeGroup('/en/shop/chargers/12')).toBe('pages')
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('build-files')
    expect(routeGroup('/api/media/file/x.webp')).toBe('uploads')
    expect(routeGroup('/api/v1/forms/lead')).toBe('submissions')
    expect(routeGroup('/api/v1/stations')).toBe('site-api')
    expect(routeGroup('/api/posts')).toBe('payload-api')
    expect(routeGroup('/admin/collections/posts')).toBe('admin')
    expect(routeGroup('/ocpi/2.2.1/locations/PT/ABC/1')).toBe('ocpi')
    expect(routeGroup('/wp-login.php')).toBe('other')
  })
})
