import { beforeEach, describe, expect, it } from 'vitest'

import { lifecycle } from '@/lib/lifecycle'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../server.testing'

import { probesLayer } from './probes'

let reached = 0
const server = layersInFront(
  () => [probesLayer],
  (_req, res) => {
    reached++
    res.end()
  },
)
const base = serveForSuite(server)
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('voltra.lifecycle')]
})

const ask = async (path: string) => {
  const response = await fetch(base() + path)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('the probes', () => {
  it('/healthz answers while the process runs, whatever its dependencies say', async () => {
    lifecycle.addReadinessCheck('database', async () => {
      throw new Error('connect ECONNREFUSED')
    })
    const { status, body, headers } = await ask('/healthz')
    expect(status).toBe(200)
    expect(body.status).toBe('ok')
    expect(headers.get('cache-control')).toBe('no-store')
    expect(headers.get('x-robots-tag')).toBe('noindex')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('/readyz is 503 while starting, 200 once every check passes, 503 with the reason when one fails', async () => {
    expect(await ask('/readyz')).toMatchObject({
      status: 503,
      body: { checks: { process: 'starting' } },
    })
    let database: Error | null = null
    lifecycle.addReadinessCheck('database', async () => {
      if (database) throw database
    })
    lifecycle.addReadinessCheck('redis', async () => {})
    expect(await ask('/readyz')).toMatchObject({
      status: 200,
      body: { checks: { database: 'ok', redis: 'ok' } },
    })
    database = new Error('migrations not applied: 2026_new')
    expect(await ask('/readyz')).toMatchObject({
      status: 503,
      body: { checks: { database: 'migrations not applied: 2026_new', redis: 'ok' } },
    })
  })

  it('/readyz turns 503 the moment the process starts draining', async () => {
    lifecycle.addReadinessCheck('database', async () => {})
    expect((await ask('/readyz')).status).toBe(200)
    lifecycle.startDraining()
    expect(await ask('/readyz')).toMatchObject({
      status: 503,
      body: { checks: { process: 'draining: shutting down' } },
    })
  })

  it('gives a check that hangs two seconds, then counts it as failed', async () => {
    lifecycle.addReadinessCheck('redis', () => new Promise(() => {}))
    const started = Date.now()
    expect((await ask('/readyz')).body.checks.redis).toMatch(/no answer within 2000 ms/)
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('leaves every other path to the layers after it', async () => {
    const before = reached
    await fetch(base() + '/readyz/more')
    await fetch(base() + '/en')
    expect(reached - before).toBe(2)
  })
})
