import { describe, expect, it } from 'vitest'

import { serveForSuite } from '../../tests/support/loopback'

import type { Exchange } from './exchange'
import { layersInFront } from './server.testing'

/** What the layers under test do with the exchange, swapped per test. */
let prepare: (exchange: Exchange) => void = () => {}
let answer: (res: import('node:http').ServerResponse) => void = (res) => res.end()
const server = layersInFront(
  () => [{ name: 'under test', handle: (exchange) => (prepare(exchange), false) }],
  (_req, res) => answer(res),
)
const base = serveForSuite(server)

describe('the one response interceptor', () => {
  it('lets recorders see the body as written and the headers before any hook changed them', async () => {
    let seen: { status: number; type: unknown; control: unknown; body: string } | undefined
    prepare = (exchange) => {
      exchange.record({
        wanted: (status) => status === 200,
        done: (status, headers, body) =>
          (seen = {
            status,
            type: headers['content-type'],
            control: headers['cache-control'],
            body: body.toString(),
          }),
      })
      exchange.onHead((_status, res) => res.setHeader('cache-control', 'private'))
    }
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public' })
      res.write('hello ')
      res.end('world')
    }
    const response = await fetch(base())
    expect(await response.text()).toBe('hello world')
    expect(response.headers.get('cache-control')).toBe('private')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen).toEqual({
      status: 200,
      type: 'text/plain',
      control: 'public',
      body: 'hello world',
    })
  })

  it('holds a chosen answer whole, then lets its finisher set status, headers and body', async () => {
    prepare = (exchange) =>
      exchange.hold((status) =>
        status === 200
          ? async (res, body) => {
              await new Promise((resolve) => setTimeout(resolve, 5))
              res.setHeader('x-length-seen', String(body.length))
              res.statusCode = 203
              return Buffer.from(body.toString().toUpperCase())
            }
          : null,
      )
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      // Next flushes the head before its first chunk: a held head still waits.
      res.flushHeaders()
      res.write('streamed ')
      res.write(Buffer.from('in '))
      res.end('parts')
    }
    const response = await fetch(base())
    expect(response.status).toBe(203)
    expect(response.headers.get('x-length-seen')).toBe(String('streamed in parts'.length))
    expect(await response.text()).toBe('STREAMED IN PARTS')
  })

  it('lets an answer it does not hold stream, and keeps no recording an unwanted answer', async () => {
    let recorded = false
    prepare = (exchange) => {
      exchange.hold((status) => (status === 200 ? (_res, body) => body.reverse() : null))
      exchange.record({ wanted: (status) => status === 200, done: () => (recorded = true) })
    }
    answer = (res) => {
      res.statusCode = 404
      res.end('missing')
    }
    const response = await fetch(base())
    expect([response.status, await response.text()]).toEqual([404, 'missing'])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(recorded).toBe(false)
  })

  it('keeps nothing of an answer cut short', async () => {
    let recorded = false
    prepare = (exchange) => exchange.record({ wanted: () => true, done: () => (recorded = true) })
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.write('half')
      setTimeout(() => res.destroy(), 5)
    }
    await fetch(base())
      .then((r) => r.text())
      .catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(recorded).toBe(false)
  })
})

describe('send hooks', () => {
  it('lets send hooks have the last word on the head: after the finisher, once', async () => {
    const sent: string[] = []
    prepare = (exchange) => {
      exchange.onSend((status, res) => {
        sent.push(`${status} ${String(res.getHeader('x-finished'))}`)
        res.setHeader('x-sent', 'yes')
      })
      exchange.hold(() => async (res, body) => {
        res.statusCode = 203
        res.setHeader('x-finished', 'by the finisher')
        return body
      })
    }
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.flushHeaders()
      res.end('whole')
    }
    const response = await fetch(base())
    expect([response.status, response.headers.get('x-sent'), await response.text()]).toEqual([
      203,
      'yes',
      'whole',
    ])
    expect(sent).toEqual(['203 by the finisher'])
  })
})
