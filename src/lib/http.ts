import { NextResponse } from 'next/server'
import type { PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { localeFromAcceptLanguage } from '@/i18n/negotiate'
import { metrics } from '@/lib/metrics'
import { reportServerError } from '@/lib/monitoring'
import { isDatabaseUnavailable } from '@/lib/sql'
import { unavailableRetrySeconds, unavailableTexts } from '@/lib/unavailable'

/**
 * The one error shape of the site's HTTP API: `{ error: { code, message, field? } }`, always 4xx
 * for bad input. Handlers validate first and answer with these; nothing reaches the database
 * unvalidated.
 */
export type ApiError = { code: string; message: string; field?: string }

export function jsonError(
  status: number,
  code: string,
  message: string,
  field?: string,
  headers?: HeadersInit,
): NextResponse {
  return NextResponse.json(
    { error: { code, message, ...(field ? { field } : {}) } satisfies ApiError },
    { status, headers },
  )
}

export const badRequest = (message: string, field?: string) =>
  jsonError(400, 'bad_request', message, field)
export const notFoundError = (message = 'Not found') => jsonError(404, 'not_found', message)

/** Public, cacheable JSON: shared caches keep it briefly and serve stale while revalidating. */
export function cacheableJson(
  body: unknown,
  init: { maxAge?: number; status?: number } = {},
): NextResponse {
  const maxAge = init.maxAge ?? 10
  return NextResponse.json(body, {
    status: init.status ?? 200,
    headers: {
      'Cache-Control': `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge * 6}`,
    },
  })
}

/**
 * The answer while the database cannot be reached (a restart, a network cut): 503 with Retry-After
 * and the words every form of the site shows then, in the language the client asks for. Nothing was
 * stored, so the client may send the same thing again.
 */
export function databaseUnavailable(acceptLanguage?: string | null): NextResponse {
  metrics.databaseUnavailable.inc()
  const locale = localeFromAcceptLanguage(acceptLanguage) ?? 'en'
  return jsonError(503, 'unavailable', unavailableTexts[locale], undefined, {
    'Retry-After': String(unavailableRetrySeconds),
    'Cache-Control': 'no-store',
  })
}

/** How a submission's answer is counted in the metrics, by its status. */
export function submissionOutcome(status: number): string {
  if (status === 201) return 'stored'
  if (status < 300) return 'accepted' // a repeat or a bot's, answered like a success, nothing new stored
  if (status === 429) return 'rate_limited'
  if (status === 503) return 'unavailable'
  if (status >= 500) return 'failed'
  return 'refused'
}

type ApiOptions<A extends unknown[]> = {
  /**
   * For an endpoint that stores what visitors send: the name it is counted under (null: not
   * counted).
   */
  countAs?: (...args: A) => string | null | Promise<string | null>
}

/**
 * Wraps a route handler so an unexpected failure is logged and answered as JSON, never an HTML 500
 * page; a database that cannot be reached is a 503 the client may retry, not a failure of ours.
 */
export function withApiErrors<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
  options: ApiOptions<A> = {},
) {
  const answer = async (...args: A): Promise<Response> => {
    try {
      return await handler(...args)
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        console.warn(`Database unreachable: ${(error as Error).message}`)
        const request = args[0] instanceof Request ? args[0] : undefined
        return databaseUnavailable(request?.headers.get('accept-language'))
      }
      console.error(error)
      reportServerError(error, { handler: 'api' })
      return jsonError(500, 'internal_error', 'Something went wrong! Please try again.')
    }
  }
  const { countAs } = options
  if (!countAs) return answer
  return async (...args: A): Promise<Response> => {
    const response = await answer(...args)
    const name = await Promise.resolve(countAs(...args)).catch(() => null)
    if (name) metrics.submissions.inc({ form: name, outcome: submissionOutcome(response.status) })
    return response
  }
}

type BodyResult = { ok: true; text: string } | { ok: false; response: NextResponse }

/**
 * A request body as text, read up to `maxBytes`: reading stops (and the answer is 413) as soon as
 * the limit is passed, so an oversized or endless body never sits in memory whole.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = (): BodyResult => ({
    ok: false,
    response: jsonError(413, 'too_large', `Request body is larger than ${maxBytes} bytes`),
  })
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

/**
 * Why a body is not the JSON object an endpoint takes: the status, code and message to answer with.
 */
type BodyProblem = { status: number; code: string; message: string }

/**
 * A body already read as text that must be a JSON object sent as `application/json` (and, with
 * `maxBytes`, no larger): the object, or the problem to answer (415, 413 or 400) in the caller's
 * own error shape.
 */
export function parseJsonObject(
  contentType: string | null | undefined,
  rawBody: string,
  maxBytes?: number,
): { ok: true; body: Record<string, unknown> } | ({ ok: false } & BodyProblem) {
  if (!/^application\/json\b/i.test(contentType ?? ''))
    return {
      ok: false,
      status: 415,
      code: 'unsupported_media_type',
      message: 'Content-Type must be application/json',
    }
  if (maxBytes !== undefined && Buffer.byteLength(rawBody, 'utf8') > maxBytes)
    return {
      ok: false,
      status: 413,
      code: 'too_large',
      message: `Request body is larger than ${maxBytes} bytes`,
    }
  let input: unknown
  try {
    input = JSON.parse(rawBody)
  } catch {
    return {
      ok: false,
      status: 400,
      code: 'invalid_json',
      message: 'Request body is not valid JSON',
    }
  }
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return {
      ok: false,
      status: 400,
      code: 'invalid_body',
      message: 'Request body must be a JSON object',
    }
  return { ok: true, body: input as Record<string, unknown> }
}

/**
 * A JSON object body, read with `readBody`'s cap; `null` for anything else (another content type
 * included).
 */
export async function readJsonObject(
  incoming: Request | PayloadRequest,
  maxBytes: number,
): Promise<
  { ok: true; body: Record<string, unknown> | null } | { ok: false; response: NextResponse }
> {
  // A custom endpoint's PayloadRequest is the web Request Payload received, with its own fields
  // added (Payload types the Request part as optional).
  const request = incoming as Request
  if (!(request.headers.get('content-type') ?? '').includes('application/json'))
    return { ok: true, body: null }
  const read = await readBody(request, maxBytes)
  if (!read.ok) return read
  try {
    const body: unknown = JSON.parse(read.text)
    return {
      ok: true,
      body:
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : null,
    }
  } catch {
    return { ok: true, body: null }
  }
}

/**
 * A JSON object body (read with `readBody`'s cap) naming one of the site's locales, or the answer
 * refusing it.
 */
export async function readLocalizedJson(
  request: Request,
  maxBytes: number,
): Promise<
  | { ok: true; body: Record<string, unknown>; locale: Locale }
  | { ok: false; response: NextResponse }
> {
  const read = await readJsonObject(request, maxBytes)
  if (!read.ok) return read
  const body = read.body
  if (!body) return { ok: false, response: badRequest('Send a JSON object') }
  if (!isLocale(body.locale)) return { ok: false, response: badRequest('Unknown locale', 'locale') }
  return { ok: true, body, locale: body.locale }
}
