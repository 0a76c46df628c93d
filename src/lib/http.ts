import { NextResponse } from 'next/server'

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
      return jsonError(500, 'internal_error', 'Something went wrong! Please try again.')
    }
  }
}
