#!/usr/bin/env node
/**
 * The production server: Next's request handler behind a thin layer that gives every HTML and RSC
 * response a fresh CSP nonce, so pages can be cached and still run under a strict script policy.
 *
 * Why: a nonce must be new in every response, but a cached page is rendered once. Pages are therefore
 * rendered with a secret per-build marker as their nonce (Next reads it from the request's CSP header,
 * set by src/proxy.ts from `x-csp-nonce`), and this layer replaces every occurrence of the marker in the
 * response's headers and body with a fresh random value of the same length. The body is rewritten as it
 * streams (a partial marker at a chunk's end is held back until the next chunk), lengths do not change,
 * and other content types pass through untouched.
 *
 * The marker is derived from PAYLOAD_SECRET and the build id: identical on every instance of one build
 * (they share the page cache through Redis) and unknown to visitors, so text a visitor manages to put
 * into a page can never be given a valid nonce.
 *
 * Usage: `node scripts/server.mjs` (npm run serve); PORT (default 3000). `npm start` and the tests use it.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Duplex } from 'node:stream'

import { cameOverHttps, clientAddress, trustedProxyCount } from './lib/client-address.mjs'
import { createResponseCache } from './lib/response-cache.mjs'
import { restamp } from './lib/restamp.mjs'
import { createStaticFiles } from './lib/static-files.mjs'
import { cacheVersionedUploads } from './lib/upload-caching.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const require = createRequire(import.meta.url)

process.env.NODE_ENV = 'production'
if (existsSync('.env')) process.loadEnvFile('.env')
if (!process.env.PAYLOAD_SECRET) {
  console.error(
    'PAYLOAD_SECRET is not set: the server will not start without it (see .env.example).',
  )
  process.exit(1)
}
if (!existsSync('.next/BUILD_ID')) {
  console.error(
    'There is no production build: run `npm run build` first (or `npm start`, which builds when needed).',
  )
  process.exit(1)
}

const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim()
const marker = createHmac('sha256', process.env.PAYLOAD_SECRET)
  .update(`csp-nonce-marker:${buildId}`)
  .digest('hex')
  .slice(0, 32)
const freshNonce = () => randomBytes(16).toString('hex') // 32 characters, like the marker
// Tells src/instrumentation.ts that responses are restamped, so cached pages are safe to serve.
process.env.NONCE_RESTAMPING = 'on'

const port = Number(process.env.PORT || 3000)
// 'localhost' rather than 127.0.0.1: Next addresses its own rewrites to this name.
const hostname = process.env.HOSTNAME_INTERNAL || 'localhost'
const next = require('next')
const app = next({ dev: false, dir: root, hostname, port })
const compress = require('next/dist/compiled/compression')()

const hsts = 'max-age=63072000; includeSubDomains'

// How many reverse proxies in front of this server to believe (see scripts/lib/client-address.mjs).
const trustedProxies = trustedProxyCount(process.env.TRUSTED_PROXIES)

/** On a dropped connection the compression middleware never ends its zlib stream; free it. */
function releaseCompression(res) {
  const noop = () => {}
  const stream = res.on('drain', noop)
  if (stream === res || !(stream instanceof Duplex)) res.off('drain', noop)
  else stream.destroy()
}

await app.prepare()
const handle = app.getRequestHandler()
// Shared pages answered from memory without asking Next; the page cache handler keeps the generation.
// PAGE_MEMORY_MB=0 turns the copies off; anything unreadable keeps the default.
const pageMemoryMb = Number(process.env.PAGE_MEMORY_MB ?? 64)
const pages = createResponseCache({
  maxBytes: (Number.isFinite(pageMemoryMb) && pageMemoryMb >= 0 ? pageMemoryMb : 64) * 1024 * 1024,
  generation: () => globalThis.__pageGeneration?.read() ?? null,
})

// The build's files, compressed once (Brotli, gzip), and uploaded images at versioned addresses, answered
// from memory; STATIC_MEMORY_MB=0 turns it off.
const staticMemoryMb = Number(process.env.STATIC_MEMORY_MB ?? 64)
const statics = createStaticFiles({
  maxBytes:
    (Number.isFinite(staticMemoryMb) && staticMemoryMb >= 0 ? staticMemoryMb : 64) * 1024 * 1024,
})

const server = createServer((req, res) => {
  // Only this layer decides the render nonce, the client address and the scheme; headers of the same
  // names sent by a visitor are overwritten (`clientIp` in src/lib/rate-limit.ts reads the address).
  req.headers['x-csp-nonce'] = marker
  req.headers['x-client-ip'] = clientAddress(req, trustedProxies)
  const https = cameOverHttps(req, trustedProxies)
  req.headers['x-forwarded-proto'] = https ? 'https' : 'http'
  if (https) {
    // Every response over HTTPS (pages, API, files) pins HTTPS, and the session cookie is Secure
    // whatever SITE_URL says (restamp() applies both when the headers are written).
    res.setHeader('strict-transport-security', hsts)
  }
  if (!req.url?.startsWith('/_next/static/')) {
    // A page's validators describe the cached copy, whose nonce the visitor no longer has.
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
  }
  compress(req, res, () => {})
  res.once('close', () => {
    if (!res.writableFinished) releaseCompression(res)
  })
  restamp(res, marker, freshNonce(), https)
  // After the compression and restamping layers: a file's first answer from Next is recorded as it
  // leaves Next, before compression; an answer from memory is already encoded and passes through them.
  if (statics.serve(req, res)) return
  // Outside the recording: a versioned upload's answer is recorded with the caching it is sent with.
  cacheVersionedUploads(req, res)
  pages
    .handle(req, res, () => handle(req, res))
    .catch((error) => {
      console.error(error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
})
server.keepAliveTimeout = 65_000
server.listen(port, () => console.log(`Ready on port ${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections?.()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
