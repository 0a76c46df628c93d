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

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const require = createRequire(import.meta.url)

process.env.NODE_ENV = 'production'
if (existsSync('.env')) process.loadEnvFile('.env')
if (!process.env.PAYLOAD_SECRET) {
  console.error('PAYLOAD_SECRET is not set: the server will not start without it (see .env.example).')
  process.exit(1)
}
if (!existsSync('.next/BUILD_ID')) {
  console.error('There is no production build: run `npm run build` first (or `npm start`, which builds when needed).')
  process.exit(1)
}

const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim()
const marker = createHmac('sha256', process.env.PAYLOAD_SECRET).update(`csp-nonce-marker:${buildId}`).digest('hex').slice(0, 32)
const freshNonce = () => randomBytes(16).toString('hex') // 32 characters, like the marker
// Tells src/instrumentation.ts that responses are restamped, so cached pages are safe to serve.
process.env.NONCE_RESTAMPING = 'on'

const port = Number(process.env.PORT || 3000)
// 'localhost' rather than 127.0.0.1: Next addresses its own rewrites to this name.
const hostname = process.env.HOSTNAME_INTERNAL || 'localhost'
const next = require('next')
const app = next({ dev: false, dir: root, hostname, port })
const compress = require('next/dist/compiled/compression')()

const restamped = /^(text\/html|text\/x-component)\b/i
const hsts = 'max-age=63072000; includeSubDomains'

/** The longest end of `text` that is the start of the marker (to be completed by the next chunk). */
function partialMarkerAtEnd(text) {
  for (let n = Math.min(marker.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(marker.slice(0, n))) return n
  }
  return 0
}

// How many reverse proxies in front of this server to believe (see scripts/lib/client-address.mjs).
const trustedProxies = trustedProxyCount(process.env.TRUSTED_PROXIES)

/**
 * Patches `res` so headers and an HTML/RSC body carry `nonce` wherever the renderer wrote the marker,
 * and cookies set over HTTPS are Secure.
 */
function restamp(res, nonce, https) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  let active = false
  let held = ''

  res.writeHead = (status, ...rest) => {
    const inline = rest.find((arg) => arg && typeof arg === 'object')
    if (inline && !Array.isArray(inline)) {
      for (const [name, value] of Object.entries(inline)) if (value !== undefined) res.setHeader(name, value)
      rest = rest.filter((arg) => arg !== inline)
    }
    for (const name of res.getHeaderNames()) {
      const value = res.getHeader(name)
      if (typeof value === 'string' && value.includes(marker)) res.setHeader(name, value.replaceAll(marker, nonce))
      // Next sends a freshly rendered cached redirect with its Location twice, which clients join into
      // one broken address ("/en/news, /en/news"): identical repeats are dropped (never Set-Cookie's).
      if (Array.isArray(value) && name !== 'set-cookie' && new Set(value).size < value.length) res.setHeader(name, [...new Set(value)])
    }
    if (https) {
      const cookies = res.getHeader('set-cookie')
      if (cookies) res.setHeader('set-cookie', [cookies].flat().map((cookie) => (/;\s*secure\b/i.test(String(cookie)) ? cookie : `${cookie}; Secure`)))
    }
    active = restamped.test(String(res.getHeader('content-type') ?? ''))
    if (active) {
      // Each response now differs from the cached copy: no validator a browser could reuse it by, and
      // no shared cache keeping one visitor's nonce for the next.
      res.removeHeader('etag')
      res.setHeader('cache-control', 'private, no-cache')
    }
    return writeHead(status, ...rest)
  }

  const convert = (chunk, encoding) => {
    const text = held + (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)).toString('latin1')
    const replaced = text.replaceAll(marker, nonce)
    const keep = partialMarkerAtEnd(replaced)
    held = keep ? replaced.slice(-keep) : ''
    return Buffer.from(keep ? replaced.slice(0, -keep) : replaced, 'latin1')
  }

  res.write = (chunk, encoding, callback) => {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!active || chunk == null) return write(chunk, encoding, callback)
    return write(convert(chunk, encoding), typeof encoding === 'function' ? encoding : callback)
  }
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!active) return end(chunk, encoding, callback)
    const body = chunk == null ? Buffer.alloc(0) : convert(chunk, encoding)
    const rest = Buffer.concat([body, Buffer.from(held, 'latin1')])
    held = ''
    return end(rest, callback)
  }
}

/** On a dropped connection the compression middleware never ends its zlib stream; free it. */
function releaseCompression(res) {
  const noop = () => {}
  const stream = res.on('drain', noop)
  if (stream === res || !(stream instanceof Duplex)) res.off('drain', noop)
  else stream.destroy()
}

await app.prepare()
const handle = app.getRequestHandler()

const server = createServer((req, res) => {
  // Only this layer decides the render nonce, the client address and the scheme; headers of the same
  // names sent by a visitor are overwritten (src/lib/client.ts reads them).
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
  restamp(res, freshNonce(), https)
  handle(req, res).catch((error) => {
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
