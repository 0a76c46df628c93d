import { request } from 'node:http'

import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../server.testing'

import { methodsLayer } from './methods'

let reached = 0
const server = layersInFront(
  () => [methodsLayer],
  (_req, res) => {
    reached++
    res.end('next')
  },
)
const base = serveForSuite(server)

async function send(method: string, path: string) {
  const before = reached
  const response = await fetch(base() + path, { method })
  return { status: response.status, headers: response.headers, reachedNext: reached > before }
}

describe('methods the site does not take', () => {
  it('answers TRACE with 405 and the security headers, never reaching Next', async () => {
    // fetch refuses to send TRACE: a plain request does.
    const answer = await new Promise<{ status?: number; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = request(base() + '/en', { method: 'TRACE' }, (res) => {
          res.resume()
          resolve({ status: res.statusCode, headers: res.headers })
        })
        req.on('error', reject)
        req.end()
      },
    )
    expect(answer.status).toBe(405)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(answer.headers.allow).toContain('GET')
  })

  it('answers 405 to a method a page does not take, and lets the API have its own', async () => {
    expect(await send('POST', '/en/contact')).toMatchObject({ status: 405, reachedNext: false })
    expect((await send('DELETE', '/en')).headers.get('allow')).toBe('GET, HEAD')
    expect(await send('POST', '/api/v1/forms/contact')).toMatchObject({
      status: 200,
      reachedNext: true,
    })
    expect(await send('DELETE', '/api/posts/1')).toMatchObject({ reachedNext: true })
    expect(await send('GET', '/en')).toMatchObject({ status: 200, reachedNext: true })
    expect(await send('HEAD', '/en/news')).toMatchObject({ status: 200, reachedNext: true })
  })
})
