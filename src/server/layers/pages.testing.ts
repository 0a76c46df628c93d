import { createHash } from 'node:crypto'
import { request, type IncomingMessage, type ServerResponse } from 'node:http'

import { beforeEach } from 'vitest'

import { serveForSuite } from '../../../tests/support/loopback'
import { layersInFront } from '../server.testing'

import { pagesLayer } from './pages'

/** A flight script with characters that must be hashed exactly as sent. */
export const flight = 'self.__next_f.push([1,"a:\\"</b>\\"\\n"])'
export const sha = (text: string) => createHash('sha256').update(text).digest('base64')

/** A page as Next answers one from its page cache. */
export const shared = (res: ServerResponse, body = `<p>page</p><script>${flight}</script>`) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('content-security-policy', "default-src 'self'; script-src 'self'; img-src 'self'")
  res.setHeader('vary', 'rsc, next-router-state-tree')
  res.setHeader('x-nextjs-cache', 'MISS')
  res.end(body)
}

/**
 * The pages layer of a test file, served on a loopback port in front of a stand-in for Next:
 * `next.respond` is how Next answers (a shared page unless a test says otherwise) and
 * `next.generation` the content generation; both are reset before each test.
 */
export function pagesInFront() {
  const next = {
    generation: 1 as unknown,
    rendered: 0,
    respond: (_req: IncomingMessage, res: ServerResponse): void => shared(res),
  }
  const pages = pagesLayer({ maxBytes: 64 * 1024, generation: () => next.generation })
  const server = layersInFront(
    () => [pages.layer],
    (req, res) => {
      next.rendered++
      next.respond(req, res)
    },
  )
  const base = serveForSuite(server)
  beforeEach(() => {
    next.generation = Math.random()
    next.respond = (_req, res) => shared(res)
  })

  /** The body and whether the handler behind the layer ran for it. */
  async function get(path: string, headers: Record<string, string> = {}) {
    const before = next.rendered
    const response = await fetch(base() + path, { headers })
    const text = await response.text()
    return { text, fresh: next.rendered > before, response }
  }

  /** The raw answer, undecoded, with the encodings a client asks for. */
  function raw(path: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
      (resolve, reject) => {
        request(base() + path, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
          .on('error', reject)
          .end()
      },
    )
  }

  return { pages, next, base, get, raw }
}
