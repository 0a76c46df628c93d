import { createServer } from 'node:http'

import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../support/loopback'

import {
  cacheVersionedUploads,
  immutableFile,
  isVersionedUpload,
} from '../../scripts/lib/upload-caching.mjs'

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

describe('a versioned upload’s answer', () => {
  // Stands in for Payload's file route: no caching header of its own; a missing file is an error.
  const server = createServer((req, res) => {
    cacheVersionedUploads(req, res)
    if (req.url?.includes('missing')) {
      res.statusCode = 404
      return res.end('{"errors":[]}')
    }
    res.setHeader('content-type', 'image/webp')
    res.end('RIFF')
  })
  const base = serveForSuite(server)

  it('is cacheable for a year when it succeeds, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${base()}/api/media/file/dusk.webp?v=mf3k2a1`, { method })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(immutableFile)
    }
  })

  it('is left alone when it fails, when unversioned and for other methods', async () => {
    expect(
      (await fetch(`${base()}/api/media/file/missing.webp?v=mf3k2a1`)).headers.get('cache-control'),
    ).toBeNull()
    expect(
      (await fetch(`${base()}/api/media/file/dusk.webp`)).headers.get('cache-control'),
    ).toBeNull()
    expect(
      (
        await fetch(`${base()}/api/media/file/dusk.webp?v=mf3k2a1`, { method: 'DELETE' })
      ).headers.get('cache-control'),
    ).toBeNull()
  })
})
