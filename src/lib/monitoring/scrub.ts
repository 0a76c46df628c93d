/**
 * Personal data is taken out of every error event before it leaves the server or the browser:
 * request bodies, cookies and headers (but the user agent), the client's address, the user, query
 * strings (they carry payment and session references, search words, preview tokens), and anything
 * that looks like an e-mail address or a phone number in messages, exception texts, breadcrumbs and
 * extra data. Stack frames are kept (file names and line numbers are not personal).
 *
 * No imports: shipped in the browser's error-reporting chunk, which loads only when a DSN is set.
 */
type Json = unknown
type Breadcrumb = { message?: string; data?: Record<string, Json> }
type RequestPart = {
  url?: string
  query_string?: Json
  data?: Json
  cookies?: Json
  headers?: Record<string, string>
  env?: Json
} & Record<string, Json>
type ScrubbableEvent = {
  message?: string
  request?: RequestPart
  user?: Json
  exception?: { values?: { value?: string }[] }
  breadcrumbs?: Breadcrumb[]
  extra?: Record<string, Json>
  contexts?: Record<string, Json>
  tags?: Record<string, Json>
  transaction?: string
}

/**
 * What the SDK itself collects (`dataCollection`, which replaced `sendDefaultPii` in SDK 11):
 * nothing about the user, no cookies, no bodies, no query parameters, no local variables, only the
 * user agent among the headers. scrubEvent() below still checks every event, whatever an
 * integration adds.
 */
export const privateDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent'] }, response: false },
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
}

const emailPattern = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi
// A plus sign or a digit, then at least 8 more digits with the usual separators: phone numbers, not
// years, times, ports or ids of a few digits.
const phonePattern = /\+?\d(?:[\s().-]{0,2}\d){8,}/g

// The query string and fragment of a URL or path anywhere in a text (payment and session
// references, search words and tokens travel there).
const queryInText = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/gi

export function scrubText(text: string): string {
  return text
    .replace(queryInText, '$1')
    .replace(emailPattern, '[email]')
    .replace(phonePattern, '[phone]')
}

/** A URL without its query string and fragment (relative URLs stay relative). */
export function withoutQuery(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''))
}

function scrubValue(value: Json, depth = 0): Json {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      /^(url|href|from|to|request_path)$/i.test(key) && typeof item === 'string'
        ? withoutQuery(item)
        : scrubValue(item, depth + 1)
  }
  return out
}

export function scrubBreadcrumb<B extends object>(breadcrumb: B): B {
  return scrubValue(breadcrumb) as B
}

/** Scrubs an event of either SDK (browser or server) in place and returns it. */
export function scrubEvent<E extends object>(sdkEvent: E): E {
  const event = sdkEvent as ScrubbableEvent
  const request = event.request
  if (request) {
    const userAgent = request.headers?.['user-agent'] ?? request.headers?.['User-Agent']
    event.request = {
      ...(request.url ? { url: withoutQuery(request.url) } : {}),
      ...(typeof request.method === 'string' ? { method: request.method } : {}),
      ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    }
  }
  delete event.user
  if (event.message) event.message = scrubText(event.message)
  if (event.transaction) event.transaction = withoutQuery(event.transaction)
  for (const exception of event.exception?.values ?? [])
    if (exception.value) exception.value = scrubText(exception.value)
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb)
  if (event.extra) event.extra = scrubValue(event.extra) as Record<string, Json>
  if (event.tags) event.tags = scrubValue(event.tags) as Record<string, Json>
  // Trace ids are hex and could look like digits runs: kept as they are.
  if (event.contexts)
    event.contexts = Object.fromEntries(
      Object.entries(event.contexts).map(([key, value]) => [
        key,
        key === 'trace' ? value : scrubValue(value),
      ]),
    )
  return sdkEvent
}
