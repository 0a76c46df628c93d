import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { lifecycle } from '@/lib/lifecycle'

import { drain } from './drain'

let server: Server
let inFlight = 0
let base = ''
beforeEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('voltra.lifecycle')]
  inFlight = 0
  server = createServer((req, res) => {
    inFlight++
    res.once('close', () => inFlight--)
    const wait = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('wait') ?? 0)
    setTimeout(() => res.end('done'), wait)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => server.closeAllConnections())

/** A request on its own connection, so a closed listener shows as a refused connection. */
const get = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request(base + path, { agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve(body))
    })
    req.on('error', reject)
    req.end()
  })

describe('draining', () => {
  it('lets the request in flight finish, refuses new connections, stops background work, cuts nothing', async () => {
    let stoppedWith: number | undefined
    lifecycle.onStop('work', async (deadline) => void (stoppedWith = deadline))
    const slow = get('/?wait=300')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    // The word that draining began (the server's log line) comes with the listener already shut.
    let listeningWhenSaid: boolean | undefined
    const draining = drain(server, {
      inFlight: () => inFlight,
      graceMs: 5_000,
      onListenerClosed: () => (listeningWhenSaid = server.listening),
    })
    expect(listeningWhenSaid).toBe(false)
    expect(lifecycle.isDraining()).toBe(true)
    await expect(get('/')).rejects.toThrow(/ECONNREFUSED/)
    expect(await slow).toBe('done')
    expect(await draining).toBe(0)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(stoppedWith).toBeGreaterThanOrEqual(started + 5_000 - 50)
  })

  it('cuts what is still running when the grace period ends', async () => {
    const stuck = get('/?wait=10000').catch((error: Error) => error.message)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await drain(server, { inFlight: () => inFlight, graceMs: 200 })).toBe(1)
    expect(await stuck).toMatch(/socket hang up|ECONNRESET/)
  })

  it('closes idle keep-alive connections at once', async () => {
    const agent = new (await import('node:http')).Agent({ keepAlive: true })
    await new Promise<void>((resolve) =>
      request(base + '/', { agent }, (res) => res.resume().on('end', resolve)).end(),
    )
    const closed = new Promise<void>((resolve) => {
      const socket = Object.values(agent.freeSockets).flat()[0]
      socket?.once('close', () => resolve())
    })
    await drain(server, { inFlight: () => inFlight, graceMs: 1_000 })
    await closed
    agent.destroy()
  })
})
