import type { OutgoingHttpHeaders } from 'node:http'

import { nextSharedSeconds } from './policy'

/** What the pages layer knows of a request when Next's answer to it starts. */
export type PageRequest = {
  method: string
  /** A session cookie or `Authorization`: what is answered is this client's (../cookies.ts). */
  credentials: boolean
  /** Whether page memory holds a last good copy of the page asked for. */
  lastGoodKept: boolean
}

/** The head of Next's answer: its status and headers as it writes them. */
export type AnswerHead = { status: number; headers: OutgoingHttpHeaders }

/**
 * What the pages layer does with an answer of Next's (README.md beside this folder, "Pages and
 * caches"):
 * - `last-good`: Next failed (5xx) on a page kept in memory: the last good copy answers instead;
 * - `stream`: not a page that can be finished (not HTML, not a GET, a page rendered with a nonce of
 *   its own): it goes out as Next writes it, with the cache policy `cacheControl` says when it must
 *   say something else than Next's: `shared` for the navigation payload of a shared page, so no
 *   cache keeps it longer than the page, `private` for a page rendered for one request;
 * - `one-visitor`: a whole page only this visitor may have (a 404, a cookie set, a request with
 *   credentials, Next's `private`): its scripts' hashes go into its CSP, and it stays `private`;
 * - `shared`: a page Next shares for `seconds`: the same bytes for everyone, kept in memory when
 *   `current` (not a stale copy Next answers while it renders the page anew).
 * `keepAsLastGood`: a stale copy Next answers, which is everyone's though old: kept as the last good
 * copy when memory has none yet (never answered as current).
 */
export type AnswerKind =
  | { kind: 'last-good' }
  | { kind: 'stream'; cacheControl: 'as-is' | 'shared' | 'private' }
  | { kind: 'one-visitor'; keepAsLastGood: boolean }
  | { kind: 'shared'; seconds: number; current: boolean; keepAsLastGood: boolean }

const isHtml = (headers: OutgoingHttpHeaders) =>
  /^text\/html\b/i.test(String(headers['content-type'] ?? ''))
const isNavigation = (headers: OutgoingHttpHeaders) =>
  /^text\/x-component\b/i.test(String(headers['content-type'] ?? ''))
/** A page rendered for one request carries its own nonce (src/proxy.ts). */
const hasNonce = (headers: OutgoingHttpHeaders) =>
  /'nonce-/.test(String(headers['content-security-policy'] ?? ''))
const isStale = (headers: OutgoingHttpHeaders) =>
  String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE'

/** The kind of an answer, from the request and the answer's head alone. */
export function answerKind(request: PageRequest, { status, headers }: AnswerHead): AnswerKind {
  if (status >= 500 && request.lastGoodKept) return { kind: 'last-good' }
  // An answer to a request with credentials is that client's, whatever Next says.
  const seconds = request.credentials ? 0 : nextSharedSeconds(status, headers)
  // A HEAD has no body to hash, a page with a nonce is one request's: never shared.
  if (!isHtml(headers) || request.method !== 'GET' || hasNonce(headers)) {
    if (isNavigation(headers) && seconds > 0) return { kind: 'stream', cacheControl: 'shared' }
    return { kind: 'stream', cacheControl: isHtml(headers) ? 'private' : 'as-is' }
  }
  // Seen on a loaded host where an instance's first reads were all stale: if Next's render then
  // fails (its database away), the copy answers, not a 500.
  const keepAsLastGood = isStale(headers) && status === 200 && !request.credentials
  if (seconds === 0) return { kind: 'one-visitor', keepAsLastGood }
  return { kind: 'shared', seconds, current: !isStale(headers), keepAsLastGood }
}
