import { timingSafeEqual } from 'node:crypto'

import { readBody } from '@/lib/http'
import { metrics } from '@/lib/metrics'
import { isDatabaseUnavailable } from '@/lib/sql'
import { unavailableRetrySeconds } from '@/lib/unavailable'

/**
 * OCPI 2.2.1 over HTTP, the parts every module shares: the response envelope, the credentials
 * token, the request body. Status codes: 1000 success; 2001 invalid or missing data (the message
 * names the field); 2003 unknown object; 3000 server error. Nothing here answers with a 5xx.
 */
export type OcpiEnvelope = {
  data: unknown
  status_code: number
  status_message: string
  timestamp: string
}

export function ocpiJson(
  statusCode: number,
  message: string,
  data: unknown = null,
  httpStatus = 200,
  headers: HeadersInit = {},
): Response {
  const body: OcpiEnvelope = {
    data,
    status_code: statusCode,
    status_message: message,
    timestamp: new Date().toISOString(),
  }
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })
}

export const ocpiOk = (data: unknown = null, message = 'Success', httpStatus = 200) =>
  ocpiJson(1000, message, data, httpStatus)
export const ocpiInvalid = (message: string) => ocpiJson(2001, message, null, 400)
export const ocpiUnknown = (message: string) => ocpiJson(2003, message, null, 404)

/** Base64 of a credentials token, as OCPI 2.2.1 sends it after `Token `. */
export const encodeToken = (token: string) => Buffer.from(token, 'utf8').toString('base64')

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The receiver's access check against OCPI_RECEIVER_TOKEN: `Authorization: Token <base64 of it>`
 * (OCPI 2.2.1), or the token itself (what 2.1 peers send). Unset: the receiver is off (404).
 */
export function checkReceiverToken(
  request: Request,
  env: Record<string, string | undefined> = process.env,
): Response | null {
  const token = env.OCPI_RECEIVER_TOKEN
  if (!token) return ocpiJson(2000, 'The OCPI receiver is not enabled on this site', null, 404)
  const header = request.headers.get('authorization') ?? ''
  const match = /^Token\s+(\S+)\s*$/i.exec(header)
  const given = match?.[1] ?? ''
  if (given && (same(given, encodeToken(token)) || same(given, token))) return null
  return ocpiJson(
    2000,
    'Unauthorized: send Authorization: Token <base64 of the credentials token>',
    null,
    401,
    { 'WWW-Authenticate': 'Token' },
  )
}

/** A JSON object body of at most 1 MB, or the OCPI answer to give instead. */
export async function readOcpiObject(
  request: Request,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const read = await readBody(request, 1_000_000)
  if (!read.ok)
    return {
      ok: false,
      response: ocpiJson(
        2001,
        read.response.status === 413
          ? 'Request body is larger than 1 MB'
          : 'Request body could not be read',
        null,
        read.response.status,
      ),
    }
  let body: unknown
  try {
    body = JSON.parse(read.text)
  } catch {
    return { ok: false, response: ocpiInvalid('Request body is not valid JSON') }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, response: ocpiInvalid('Request body must be a JSON object') }
  return { ok: true, body: body as Record<string, unknown> }
}

/** URL segments `{country_code}/{party_id}/{id}[/…]`, checked; `names` label each position. */
export function parseSegments(
  path: string[] | undefined,
  names: string[],
  min: number,
): { ok: true; values: string[] } | { ok: false; response: Response } {
  const values = (path ?? []).map((s) => decodeURIComponent(s))
  if (values.length < min || values.length > names.length)
    return {
      ok: false,
      response: ocpiInvalid(
        `URL must be /${names.slice(0, min).join('/')}${names.length > min ? `[/${names.slice(min).join('[/')}${']'.repeat(names.length - min)}` : ''}`,
      ),
    }
  const rules: Record<string, RegExp> = { country_code: /^[A-Z]{2}$/, party_id: /^[A-Z0-9]{3}$/ }
  for (const [i, value] of values.entries()) {
    const name = names[i]!
    const rule = rules[name] ?? /^[^\s/]{1,36}$/
    if (!rule.test(value))
      return {
        ok: false,
        response: ocpiInvalid(
          `${name}: ${rules[name] ? (name === 'country_code' ? 'ISO 3166 alpha-2 code' : '3 characters') : 'at most 36 characters'} required`,
        ),
      }
  }
  return { ok: true, values }
}

/**
 * Runs an OCPI handler of `module` (locations, tariffs): authenticated first; a database that
 * cannot be reached answers 503 with Retry-After (the CPO sends the object again), any other
 * failure is answered in the envelope (3000, logged) rather than as an HTML 500 page. Every call is
 * counted.
 */
export function ocpiHandler<A extends unknown[]>(
  module: string,
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  const answer = async (request: Request, ...args: A): Promise<Response> => {
    const denied = checkReceiverToken(request)
    if (denied) return denied
    try {
      return await handler(request, ...args)
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        metrics.databaseUnavailable.inc()
        return ocpiJson(3000, 'The database is unreachable for a moment; please retry', null, 503, {
          'Retry-After': String(unavailableRetrySeconds),
        })
      }
      console.error(error)
      return ocpiJson(3000, 'The server could not store this now; please retry', null, 200)
    }
  }
  return async (request: Request, ...args: A): Promise<Response> => {
    const response = await answer(request, ...args)
    metrics.ocpiReceiverCalls.inc({
      module,
      method: request.method,
      status: String(response.status),
    })
    return response
  }
}

/**
 * Serialises work per key in this process (two pushes for one location never interleave their read
 * and write).
 */
const queues = new Map<string, Promise<unknown>>()
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const next = previous.catch(() => {}).then(work)
  queues.set(key, next)
  try {
    return await next
  } finally {
    if (queues.get(key) === next) queues.delete(key)
  }
}
