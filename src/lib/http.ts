import { NextResponse } from 'next/server'

import { reportServerError } from '@/lib/monitoring'

/**
 * The one error shape of the site's HTTP API: `{ error: { code, message, field? } }`, always 4xx for
 * bad input. Handlers validate first and answer with these; nothing reaches the database unvalidated.
 */
export type ApiError = { code: string; message: string; field?: string }

export function jsonError(status: number, code: string, message: string, field?: string, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ error: { code, message, ...(field ? { field } : {}) } satisfies ApiError }, { status, headers })
}

export const badRequest = (message: string, field?: string) => jsonError(400, 'bad_request', message, field)
export const notFoundError = (message = 'Not found') => jsonError(404, 'not_found', message)

/** Public, cacheable JSON: shared caches keep it briefly and serve stale while revalidating. */
export function cacheableJson(body: unknown, init: { maxAge?: number; status?: number } = {}): NextResponse {
  const maxAge = init.maxAge ?? 10
  return NextResponse.json(body, {
    status: init.status ?? 200,
    headers: { 'Cache-Control': `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge * 6}` },
  })
}

/** Wraps a route handler so an unexpected failure is logged and answered as JSON, never an HTML 500 page. */
export function withApiErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args)
    } catch (error) {
      console.error(error)
      reportServerError(error, { handler: 'api' })
      return jsonError(500, 'internal_error', 'Something went wrong! Please try again.')
    }
  }
}

export type BodyResult = { ok: true; text: string } | { ok: false; response: NextResponse }

/**
 * A request body as text, read up to `maxBytes`: reading stops (and the answer is 413) as soon as the
 * limit is passed, so an oversized or endless body never sits in memory whole.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = (): BodyResult => ({ ok: false, response: jsonError(413, 'too_large', `Request body is larger than ${maxBytes} bytes`) })
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge()
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge()
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_body', 'Request body could not be read') }
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}

/** A JSON object body, read with `readBody`'s cap; `null` for anything else (another content type included). */
export async function readJsonObject(request: Request, maxBytes: number): Promise<{ ok: true; body: Record<string, unknown> | null } | { ok: false; response: NextResponse }> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return { ok: true, body: null }
  const read = await readBody(request, maxBytes)
  if (!read.ok) return read
  try {
    const body: unknown = JSON.parse(read.text)
    return { ok: true, body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null }
  } catch {
    return { ok: true, body: null }
  }
}

export type StrictJsonObject = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 415; code: string; message: string }

/**
 * A body that must be a JSON object, for endpoints that say precisely what is wrong (unlike
 * `readJsonObject`): 415 for another content type, 400 `invalid_json` or `invalid_body` otherwise.
 */
export function parseJsonObject(rawBody: string, contentType: string | null | undefined): StrictJsonObject {
  if (!/^application\/json\b/i.test(contentType ?? '')) return { ok: false, status: 415, code: 'unsupported_media_type', message: 'Content-Type must be application/json' }
  let input: unknown
  try {
    input = JSON.parse(rawBody)
  } catch {
    return { ok: false, status: 400, code: 'invalid_json', message: 'Request body is not valid JSON' }
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, status: 400, code: 'invalid_body', message: 'Request body must be a JSON object' }
  return { ok: true, body: input as Record<string, unknown> }
}
