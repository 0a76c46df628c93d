import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'

import next from 'next'

import { contentGeneration } from '@/lib/cache/generation'
import { baseSecurityHeaders, frameOptionsHeader } from '@/lib/security/csp'

import { drainOnSignals } from './drain'
import { learnReactRuntime } from './pages/react-runtime'
import { createPipeline } from './pipeline'
import { readSettings } from './settings'

/**
 * The production server: Next behind the layers of pipeline.ts, with probes, metrics and a graceful
 * stop. `next build` bundles this folder into .next/production-server.mjs
 * (scripts/lib/build-server.mjs); `npm run serve` (scripts/server.mjs) runs it. Read README.md
 * beside this file first.
 */
const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
Object.assign(process.env, { NODE_ENV: 'production' })
if (existsSync('.env')) process.loadEnvFile('.env')
const secret = process.env.PAYLOAD_SECRET
if (!secret) {
  console.error(
    'PAYLOAD_SECRET is not set: the server will not start without it (see .env.example).',
  )
  process.exit(1)
}
const settings = readSettings()
// Tells the app (src/instrumentation.ts) that this server is in front of it: without it, pages go
// out with a CSP that lacks their scripts' hashes.
process.env.SITE_SERVER = 'on'

// 'localhost' rather than 127.0.0.1: Next addresses its own rewrites to this name.
const app = next({ dev: false, dir: root, hostname: 'localhost', port: settings.port })
await app.prepare()
// The text of React's streaming runtime, so pages rendered in parts can allow it by hash.
await learnReactRuntime()
const pipeline = createPipeline({
  settings,
  generation: contentGeneration,
  next: app.getRequestHandler() as (...args: Parameters<typeof pipeline.serve>) => Promise<void>,
})

const server = createServer((req, res) => void pipeline.serve(req, res))
server.keepAliveTimeout = 65_000

/**
 * What Node hands over apart from requests: CONNECT (a tunnel) and a request its parser refused (a
 * method it does not know, such as TRACK, or malformed HTTP). Answered on the socket, with the
 * security headers, then closed.
 */
function refuseOnSocket(socket: Duplex, status: 400 | 405) {
  if (!socket.writable) return socket.destroy()
  const reason = status === 405 ? 'Method Not Allowed' : 'Bad Request'
  const headers = [...baseSecurityHeaders, frameOptionsHeader]
    .map(({ key, value }) => `${key}: ${value}\r\n`)
    .join('')
  // Named as the layers name theirs (layers/timing.ts): a refused method is the methods layer's
  // refusal, made here as Node hands it over; malformed HTTP is refused by Node's parser.
  const timing = `Server-Timing: ${status === 405 ? 'methods' : 'parser'}\r\n`
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${headers}${timing}${status === 405 ? 'Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n' : ''}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  )
}
server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseOnSocket(socket, 405))
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
  refuseOnSocket(socket, error.code === 'HPE_INVALID_METHOD' ? 405 : 400),
)

server.listen(settings.port, () => console.log(`Ready on port ${settings.port}`))
drainOnSignals(server, { inFlight: pipeline.inFlight, graceMs: settings.shutdownGraceMs })
