import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { beforeEach, describe, expect, it } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../server.testing'

import { acceptedEncodings } from '../encodings'

import { fileMemoryLayer, immutableFile, isVersionedUpload } from './file-memory'

const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))})`)
let statics = fileMemoryLayer({ maxBytes: 1024 * 1024 })
let asked = 0
const picture = Buffer.from('RIFF....WEBPVP8 picture')
/**
 * Next's answer for a build file, as far as this layer cares: type, immutable, a validator, a
 * header of ours; for an upload, Payload's file route: its type and the file, with no caching
 * header of its own.
 */
function respond(req: IncomingMessage, res: ServerResponse) {
  if (req.url?.includes('missing')) {
    res.statusCode = 404
    return res.end('not found')
  }
  if (req.url?.startsWith('/api/')) {
    res.setHeader('content-type', 'image/webp')
    return res.end(
      Buffer.concat([
        picture,
        Buffer.from(new URL(req.url, 'http://x').searchParams.get('v') ?? ''),
      ]),
    )
  }
  res.setHeader(
    'content-type',
    req.url?.endsWith('.woff2') ? 'font/woff2' : 'application/javascript; charset=UTF-8',
  )
  res.setHeader('cache-control', 'public, max-age=31536000, immutable')
  res.setHeader('etag', '"v1"')
  res.setHeader('last-modified', 'Mon, 23 Nov 2026 20:58:10 GMT')
  res.setHeader('x-content-type-options', 'nosniff')
  res.end(script)
}
const server = layersInFront(
  () => [statics.layer],
  (req, res) => {
    asked++
    respond(req, res)
  },
)
const base = serveForSuite(server)
beforeEach(() => {
  statics = fileMemoryLayer({ maxBytes: 1024 * 1024 })
})

/** The raw answer (fetch would decode it) and whether the handler behind the layer ran. */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = asked
  const response = await new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const url = new URL(base() + path)
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
  return { ...response, fresh: asked > before }
}
/** Until the first answer's file is compressed and in memory. */
async function inMemory(path: string) {
  for (let i = 0; i < 200 && statics.stats().files === 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  expect((await get(path)).fresh).toBe(false)
}

describe('build files answered from memory, compressed once', () => {
  it("answers the second request from memory in Brotli, gzip or as is, by what the client accepts, with Next's headers", async () => {
    const first = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, br' })
    expect(first.fresh).toBe(true)
    expect(first.body.equals(script)).toBe(true)
    await inMemory('/_next/static/chunks/a.js')

    const br = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.fresh).toBe(false)
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true)
    expect(br.body.length).toBeLessThan(script.length / 10)
    expect(br.headers['content-length']).toBe(String(br.body.length))
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(br.headers['x-content-type-options']).toBe('nosniff')

    const gz = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(script)).toBe(true)

    const plain = await get('/_next/static/chunks/a.js')
    expect(plain.fresh).toBe(false)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(script)).toBe(true)
  })

  it('keeps fonts as they are, answers HEAD without a body and a matching validator with 304', async () => {
    await get('/_next/static/media/f.woff2')
    await inMemory('/_next/static/media/f.woff2')
    const font = await get('/_next/static/media/f.woff2', { 'accept-encoding': 'br' })
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.body.equals(script)).toBe(true)
    const head = await get('/_next/static/media/f.woff2', {}, 'HEAD')
    expect([head.fresh, head.status, head.body.length, head.headers['content-length']]).toEqual([
      false,
      200,
      0,
      String(script.length),
    ])
    const unchanged = await get('/_next/static/media/f.woff2', { 'if-none-match': '"v1"' })
    expect([unchanged.fresh, unchanged.status, unchanged.body.length]).toEqual([false, 304, 0])
    expect(
      (
        await get('/_next/static/media/f.woff2', {
          'if-modified-since': 'Mon, 23 Nov 2026 20:58:10 GMT',
        })
      ).status,
    ).toBe(304)
    expect((await get('/_next/static/media/f.woff2', { 'if-none-match': '"v0"' })).status).toBe(200)
  })

  it('leaves to Next what it must answer itself: missing files, ranges, other paths, files over the budget', async () => {
    for (let i = 0; i < 2; i++)
      expect((await get('/_next/static/chunks/missing.js')).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await get('/_next/static/chunks/missing.js')).fresh).toBe(true)
    expect(statics.stats().files).toBe(0)

    await get('/_next/static/chunks/b.js')
    await inMemory('/_next/static/chunks/b.js')
    expect((await get('/_next/static/chunks/b.js', { range: 'bytes=0-9' })).fresh).toBe(true)
    expect((await get('/en/news')).fresh).toBe(true)
    expect((await get('/en/news')).fresh).toBe(true)

    statics = fileMemoryLayer({ maxBytes: 1000 })
    await get('/_next/static/chunks/c.js')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await get('/_next/static/chunks/c.js')).fresh).toBe(true)
    expect(statics.stats()).toEqual({ files: 0, bytes: 0 })
  })

  it('keeps a file once by its path, whatever query a client adds', async () => {
    await get('/_next/static/chunks/d.js?v=1')
    await inMemory('/_next/static/chunks/d.js')
    for (const query of ['?v=2', '?dpl=x', ''])
      expect((await get(`/_next/static/chunks/d.js${query}`)).fresh).toBe(false)
    expect(statics.stats().files).toBe(1)
  })
})

describe('uploads at a versioned address answered from memory, pictures taking turns', () => {
  it('keeps an uploaded image at a versioned address as it is, and answers only that version from memory', async () => {
    const first = await get('/api/media/file/dusk.webp?v=a1', { 'accept-encoding': 'br' })
    expect(first.fresh).toBe(true)
    await inMemory('/api/media/file/dusk.webp?v=a1')
    const kept = await get('/api/media/file/dusk.webp?v=a1', { 'accept-encoding': 'gzip, br' })
    expect(kept.fresh).toBe(false)
    expect(kept.body.equals(first.body)).toBe(true)
    expect([
      kept.headers['content-type'],
      kept.headers['cache-control'],
      kept.headers['content-encoding'],
    ]).toEqual(['image/webp', immutableFile, undefined])
    expect([first.headers['age'], kept.headers['age']]).toEqual([undefined, '0'])
    // Another version (the file replaced under the same name) is the file route's to answer; its
    // copy then takes the place of the old one.
    const replaced = await get('/api/media/file/dusk.webp?v=b2')
    expect(replaced.fresh).toBe(true)
    expect(replaced.body.toString()).toMatch(/b2$/)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await get('/api/media/file/dusk.webp?v=b2')).fresh).toBe(false)
    expect((await get('/api/media/file/dusk.webp?v=a1')).fresh).toBe(true)
    expect(statics.stats().files).toBe(1)
  })

  it('lets pictures take turns in the memory, least recently used out first, and never puts out a build file', async () => {
    await get('/_next/static/chunks/e.js')
    await inMemory('/_next/static/chunks/e.js')
    // Room for that build file (with its compressed forms) and two pictures, each ending in its
    // version.
    const budget = statics.stats().bytes + (picture.length + 2) * 2
    statics = fileMemoryLayer({ maxBytes: budget })
    await get('/_next/static/chunks/e.js')
    await inMemory('/_next/static/chunks/e.js')
    const keptAfter = async (path: string) => {
      await get(path)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return !(await get(path)).fresh
    }
    expect(await keptAfter('/api/media/file/a.webp?v=a1')).toBe(true)
    expect(await keptAfter('/api/media/file/b.webp?v=b1')).toBe(true)
    expect((await get('/api/media/file/a.webp?v=a1')).fresh).toBe(false) // a is now the more recent
    expect(await keptAfter('/api/media/file/c.webp?v=c1')).toBe(true) // puts b out
    expect((await get('/api/media/file/a.webp?v=a1')).fresh).toBe(false)
    expect((await get('/api/media/file/b.webp?v=b1')).fresh).toBe(true)
    expect((await get('/_next/static/chunks/e.js')).fresh).toBe(false)
    expect(statics.stats()).toEqual({ files: 3, bytes: budget })
  })

  it('leaves unversioned uploads, other collections and missing files to the file route', async () => {
    for (const path of [
      '/api/media/file/dusk.webp',
      '/api/users/file/me.png?v=1',
      '/api/media/file/missing.webp?v=1',
    ]) {
      await get(path)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect((await get(path)).fresh, path).toBe(true)
    }
    expect(statics.stats().files).toBe(0)
  })
})

describe('the encodings a client accepts', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br'])
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip'])
    expect([...acceptedEncodings(undefined)]).toEqual([])
  })
})

describe('which uploads may be cached for good', () => {
  it('are the public collections’ files at a versioned address', () => {
    expect(isVersionedUpload('/api/media/file/dusk.webp?v=mf3k2a1')).toBe(true)
    expect(isVersionedUpload('/api/media/file/dusk-640x360.webp?prefix=site&v=mf3k2a1')).toBe(true)
    expect(isVersionedUpload('/api/videos/file/booking.webm?v=mf3k2a1')).toBe(true)
  })

  it('never an unversioned address, another collection, or a look-alike query', () => {
    expect(isVersionedUpload('/api/media/file/dusk.webp')).toBe(false)
    expect(isVersionedUpload('/api/media/file/dusk.webp?prefix=v=1')).toBe(false)
    expect(isVersionedUpload('/api/media/file/dusk.webp?vx=1')).toBe(false)
    expect(isVersionedUpload('/api/media/file/dusk.webp?v=')).toBe(false)
    expect(isVersionedUpload('/api/users/file/a.png?v=1')).toBe(false)
    expect(isVersionedUpload('/api/media/dusk.webp?v=1')).toBe(false)
    expect(isVersionedUpload('/en/news?v=1')).toBe(false)
  })
})
