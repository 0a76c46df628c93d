import type { ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../server.testing'

import { clientLayer } from './client'

let answer: (res: ServerResponse) => void = (res) => res.end()
const server = layersInFront(
  () => [clientLayer(0)],
  (_req, res) => answer(res),
)
const base = serveForSuite(server)

const controlOf = async (headers: Record<string, string>, control?: string, cookie?: string) => {
  answer = (res) => {
    if (control) res.setHeader('cache-control', control)
    if (cookie) res.setHeader('set-cookie', cookie)
    res.end('{}')
  }
  return (await fetch(base(), { headers })).headers.get('cache-control')
}

describe('answers for this client alone', () => {
  it('are private when the request carried credentials or the answer sets a cookie', async () => {
    const shared = 'public, s-maxage=60'
    expect(await controlOf({ cookie: 'payload-token=x' }, shared)).toBe('private, no-store')
    expect(await controlOf({ authorization: 'JWT x' }, shared)).toBe('private, no-store')
    expect(await controlOf({ authorization: 'JWT x' })).toBe('private, no-store')
    expect(await controlOf({}, shared, 'a=b')).toBe('private, no-store')
  })

  it('leave any visitor’s answers, stricter policies and immutable files as they are', async () => {
    expect(await controlOf({ cookie: 'NEXT_LOCALE=pt; _ga=1' }, 'public, s-maxage=60')).toBe(
      'public, s-maxage=60',
    )
    expect(await controlOf({ cookie: 'payload-token=x' }, 'no-store')).toBe('no-store')
    const file = 'public, max-age=31536000, immutable'
    expect(await controlOf({ cookie: 'payload-token=x' }, file)).toBe(file)
  })
})
