import type { ServerResponse } from 'node:http'

import { baseSecurityHeaders, frameOptionsHeader } from '@/lib/security/csp'

/**
 * An answer the server gives itself (probes, metrics, refusals): JSON or text, never cached, never
 * indexed, with the security headers every answer of the site carries (Next adds them to its own).
 */
export function respond(
  res: ServerResponse,
  status: number,
  body: string | object,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  for (const { key, value } of [...baseSecurityHeaders, frameOptionsHeader])
    res.setHeader(key, value)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('x-robots-tag', 'noindex')
  res.setHeader(
    'content-type',
    typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
  )
  res.setHeader('content-length', Buffer.byteLength(text))
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.writeHead(status)
  res.end(res.req?.method === 'HEAD' ? undefined : text)
}
