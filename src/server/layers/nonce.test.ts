import type { ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../testing'

import { nonceLayer } from './nonce'

const marker = 'a'.repeat(16) + '0123456789abcdef'
const nonce = 'f'.repeat(16) + 'fedcba9876543210'
let respond: (res: ServerResponse) => void = () => {}
const server = layersInFront(
  () => [nonceLayer(marker, () => nonce)],
  (_req, res) => respond(res),
)
const base = serveForSuite(server)

const page = `<script nonce="${marker}">1</script><p>ünïcode ✓</p><script nonce="${marker}">2</script>`

describe('restamping a response', () => {
  it('replaces the placeholder in the headers and in a body written whole, keeping Content-Length true', async () => {
    respond = (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', `script-src 'nonce-${marker}'`)
      res.setHeader('etag', '"cached"')
      res.setHeader('content-length', Buffer.byteLength(page))
      res.end(page)
    }
    const response = await fetch(base())
    expect(response.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonce}'`)
    expect(response.headers.get('etag')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(await response.text()).toBe(page.replaceAll(marker, nonce))
  })

  it('completes a placeholder split across writes, even one byte at a time', async () => {
    for (const size of [1, 7, 31, 33, 1000]) {
      respond = (res) => {
        res.setHeader('content-type', 'text/x-component')
        const bytes = Buffer.from(page)
        for (let i = 0; i < bytes.length; i += size) res.write(bytes.subarray(i, i + size))
        res.end()
      }
      expect(await (await fetch(base())).text(), `chunks of ${size}`).toBe(
        page.replaceAll(marker, nonce),
      )
    }
  })

  it('never patches the buffer it is handed (a page cache may serve that same buffer again)', async () => {
    const cached = Buffer.from(page)
    respond = (res) => {
      res.setHeader('content-type', 'text/html')
      res.end(cached)
    }
    expect(await (await fetch(base())).text()).toBe(page.replaceAll(marker, nonce))
    expect(cached.toString()).toBe(page)
  })

  it('leaves other content types untouched', async () => {
    respond = (res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ marker }))
    }
    expect(await (await fetch(base())).json()).toEqual({ marker })
  })
})
