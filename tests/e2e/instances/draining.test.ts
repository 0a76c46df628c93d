import { Agent, request, type ClientRequest } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProductionServer } from '../../../scripts/lib/serve.mjs'
import type { AppServer } from '../../support/servers'

/**
 * A deploy's SIGTERM to a production server: the request in flight finishes (and is stored), new
 * connections are refused so a proxy goes elsewhere, idle keep-alive connections are closed, the
 * background scheduler stops, and the process exits 0.
 */
let server: AppServer

beforeAll(async () => {
  server = await startProductionServer({
    env: { SEED_DEMO_CONTENT: '', SHUTDOWN_GRACE_SECONDS: '10' },
  })
}, 180_000)
afterAll(() => server?.stop())

function answer(
  req: ClientRequest,
): Promise<{ status?: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, connection: res.headers.connection, body }),
      )
    })
    req.on('error', reject)
  })
}

describe('SIGTERM', () => {
  it(
    'drains: in flight finishes, new connections are refused, idle ones closed, the process exits 0',
    { timeout: 60_000 },
    async () => {
      const url = new URL(server.baseURL)
      // An idle keep-alive connection, as a proxy keeps them.
      const agent = new Agent({ keepAlive: true })
      await answer(request(new URL('/healthz', url), { agent }).end())
      const idle = Object.values(agent.freeSockets).flat()[0]!
      const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()))

      // A submission whose body is still arriving when the signal comes.
      const body = JSON.stringify({
        name: 'Drained',
        email: 'drain@example.com',
        message: 'Sent across a deploy.',
      })
      // `Expect: 100-continue`: the server's "continue" says it has the request in hand.
      const slow = request(new URL('/api/v1/forms/contact', url), {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      })
      const slowAnswer = answer(slow)
      slow.flushHeaders()
      await new Promise((resolve) => slow.once('continue', resolve))
      slow.write(body.slice(0, 10))

      server.signal('SIGTERM')
      // The server says so once its listener is closed (src/server/drain.ts).
      await expect.poll(() => server.log(), { timeout: 20_000 }).toMatch(/"msg":"draining"/)
      const refused = await fetch(new URL('/en', url)).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      )
      expect(refused).toBe('ECONNREFUSED')
      await idleClosed

      slow.end(body.slice(10))
      const { status, connection } = await slowAnswer
      expect(status).toBe(201)
      expect(connection).toBe('close')
      expect(await server.exited).toBe(0)
      const log = server.log()
      expect(log).toMatch(/"msg":"draining","signal":"SIGTERM"/)
      expect(log).toMatch(/"msg":"drained","requestsCut":0/)
      expect(log).toMatch(/background work scheduler stopped/)
      agent.destroy()
    },
  )
})
