import type { OutgoingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import { answerKind, type AnswerKind, type PageRequest } from './answer-kind'

const get: PageRequest = { method: 'GET', credentials: false, lastGoodKept: false }
const html = 'text/html; charset=utf-8'
/** Next's headers of a page from its page cache, shared for 60 s. */
const cached: OutgoingHttpHeaders = { 'content-type': html, 'cache-control': 's-maxage=60' }
const onRequest = 'private, no-cache, no-store, max-age=0, must-revalidate'
const withNonce = "script-src 'self' 'nonce-abc' 'strict-dynamic'"

const shared = (seconds: number): AnswerKind => ({
  kind: 'shared',
  seconds,
  current: true,
  keepAsLastGood: false,
})
const oneVisitor: AnswerKind = { kind: 'one-visitor', keepAsLastGood: false }
const stream = (cacheControl: 'as-is' | 'shared' | 'private'): AnswerKind => ({
  kind: 'stream',
  cacheControl,
})

const rows: [string, Partial<PageRequest>, number, OutgoingHttpHeaders, AnswerKind][] = [
  ['a page from Next’s page cache', {}, 200, cached, shared(60)],
  ['a page expiring at once', {}, 200, { ...cached, 'cache-control': 's-maxage=0' }, oneVisitor],
  [
    'a stale copy Next answers while it renders anew',
    {},
    200,
    { ...cached, 'x-nextjs-cache': 'STALE' },
    { kind: 'shared', seconds: 60, current: false, keepAsLastGood: true },
  ],
  [
    'a stale copy Next answers as private',
    {},
    200,
    { 'content-type': html, 'cache-control': onRequest, 'x-nextjs-cache': 'stale' },
    { kind: 'one-visitor', keepAsLastGood: true },
  ],
  [
    'a stale copy asked with credentials',
    { credentials: true },
    200,
    { ...cached, 'x-nextjs-cache': 'STALE' },
    oneVisitor,
  ],
  ['a page asked with credentials', { credentials: true }, 200, cached, oneVisitor],
  ['a page setting a cookie', {}, 200, { ...cached, 'set-cookie': 'a=b' }, oneVisitor],
  ['a page not found', {}, 404, cached, oneVisitor],
  [
    'a page rendered for one visitor',
    {},
    200,
    { ...cached, 'cache-control': onRequest },
    oneVisitor,
  ],
  [
    'a page rendered with a nonce of its own',
    {},
    200,
    { 'content-type': html, 'cache-control': onRequest, 'content-security-policy': withNonce },
    stream('private'),
  ],
  ['a HEAD of a shared page', { method: 'HEAD' }, 200, cached, stream('private')],
  [
    'the navigation payload of a shared page',
    {},
    200,
    { 'content-type': 'text/x-component', 'cache-control': 's-maxage=31536000' },
    stream('shared'),
  ],
  [
    'a navigation payload asked with credentials',
    { credentials: true },
    200,
    { 'content-type': 'text/x-component', 'cache-control': 's-maxage=31536000' },
    stream('as-is'),
  ],
  [
    'an API answer',
    {},
    200,
    { 'content-type': 'application/json', 'cache-control': 's-maxage=60' },
    stream('as-is'),
  ],
  ['a redirect', {}, 307, { location: '/en/news' }, stream('as-is')],
  [
    'a failure on a page with a last good copy',
    { lastGoodKept: true },
    500,
    { 'content-type': 'application/json' },
    { kind: 'last-good' },
  ],
  [
    'a HEAD failing on a page with a last good copy',
    { method: 'HEAD', lastGoodKept: true },
    503,
    { 'content-type': html },
    { kind: 'last-good' },
  ],
  [
    'a failure on a page with none',
    {},
    500,
    { 'content-type': 'application/json' },
    stream('as-is'),
  ],
  ['a failing page with none', {}, 500, { 'content-type': html }, oneVisitor],
  [
    'a page not found, with a last good copy',
    { lastGoodKept: true },
    404,
    { 'content-type': html },
    oneVisitor,
  ],
]

describe('the kind of an answer of Next’s', () => {
  it.each(rows)('%s', (_case, request, status, headers, kind) => {
    expect(answerKind({ ...get, ...request }, { status, headers })).toEqual(kind)
  })
})
