import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { metrics } from '@/lib/metrics'

// The route itself, as the server runs it.
const route = await import('@/app/api/v1/csp-reports/handler')
const { reportsPerMinute } = await import('./csp-reports')

const report = (
  directive = 'script-src-elem',
  documentURL = 'https://site.example/en/news?q=1',
) => [
  {
    type: 'csp-violation',
    age: 0,
    url: documentURL,
    user_agent: 'Chromium',
    body: {
      documentURL,
      effectiveDirective: directive,
      blockedURL: 'inline',
      disposition: 'enforce',
    },
  },
]

const send = (body: string, contentType = 'application/reports+json', ip = '203.0.113.9') =>
  route.POST(
    new NextRequest('http://localhost/api/v1/csp-reports', {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-client-ip': ip },
      body,
    }),
  )

/** The counter's values, by their labels. */
async function counts(): Promise<Record<string, number>> {
  const { values } = await metrics.cspViolations.get()
  return Object.fromEntries(
    values.map((v) => [`${v.labels.directive} ${v.labels.page} ${v.labels.disposition}`, v.value]),
  )
}

describe('the CSP report endpoint', () => {
  it('counts a well-formed report by directive and page type, in both shapes', async () => {
    const before = await counts()
    expect((await send(JSON.stringify(report()))).status).toBe(204)
    const legacy = {
      'csp-report': {
        'document-uri': 'https://site.example/admin/collections/leads/4',
        'effective-directive': 'style-src-attr',
        'blocked-uri': 'inline',
        disposition: 'report',
      },
    }
    expect((await send(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204)
    const after = await counts()
    expect(
      (after['script-src-elem news enforce'] ?? 0) - (before['script-src-elem news enforce'] ?? 0),
    ).toBe(1)
    expect(
      (after['style-src-attr admin report'] ?? 0) - (before['style-src-attr admin report'] ?? 0),
    ).toBe(1)
  })

  it('answers malformed, oversized and mistyped reports with a 4xx and counts nothing', async () => {
    const before = await counts()
    const answers = await Promise.all([
      send('{"not":"a report"}', 'application/reports+json', '203.0.113.10'),
      send(JSON.stringify(report('made-up-src')), 'application/reports+json', '203.0.113.10'),
      send(JSON.stringify(report()), 'application/json', '203.0.113.10'),
      send(JSON.stringify(report()), 'text/plain', '203.0.113.10'),
      send('x'.repeat(70 * 1024), 'application/reports+json', '203.0.113.10'),
    ])
    expect(answers.map((a) => a.status)).toEqual([400, 400, 415, 415, 413])
    for (const answer of answers)
      expect(((await answer.json()) as { error: object }).error).toBeTruthy()
    expect(await counts()).toEqual(before)
  })

  it('refuses a flood from one address with 429, without counting it', async () => {
    const flood = '198.51.100.77'
    for (let i = 0; i < reportsPerMinute; i++)
      expect((await send(JSON.stringify(report('img-src')), undefined, flood)).status).toBe(204)
    const before = await counts()
    const refused = await send(JSON.stringify(report('img-src')), undefined, flood)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect(await counts()).toEqual(before)
    // Another address is not held back by it.
    expect((await send(JSON.stringify(report('img-src')), undefined, '198.51.100.78')).status).toBe(
      204,
    )
  })
})
