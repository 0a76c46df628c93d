import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll } from 'vitest'

/**
 * Listens with `server` on a free loopback port for the suite, closes it after; answers its base
 * URL.
 */
export function serveForSuite(server: Server): () => string {
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return () => base
}
