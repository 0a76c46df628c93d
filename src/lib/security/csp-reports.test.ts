import { describe, expect, it } from 'vitest'

import { maxReportsPerBody, parseCspReports } from './csp-reports'

const reportingApi = 'application/reports+json'
const legacy = 'application/csp-report'

/** A violation as Chromium's Reporting API sends it. */
const violation = (body: Record<string, unknown> = {}) => ({
  type: 'csp-violation',
  age: 10,
  url: 'https://site.example/en/news?utm_source=mail',
  user_agent: 'Chrome',
  body: {
    documentURL: 'https://site.example/en/news?utm_source=mail#top',
    effectiveDirective: 'script-src-elem',
    blockedURL: 'inline',
    disposition: 'enforce',
    originalPolicy: "default-src 'self'",
    sample: 'alert(1)',
    statusCode: 200,
    ...body,
  },
})

describe('CSP violation reports', () => {
  it('reads the Reporting API’s batches, keeping the path without its query and passing other report types over', () => {
    const parsed = parseCspReports(
      reportingApi,
      JSON.stringify([
        violation(),
        { type: 'deprecation', url: 'https://site.example/en', body: { id: 'x' } },
        violation({
          blockedURL: 'https://evil.example/x.js?session=secret',
          effectiveDirective: 'script-src',
          disposition: 'report',
        }),
      ]),
    )
    expect(parsed).toEqual({
      ok: true,
      violations: [
        {
          path: '/en/news',
          directive: 'script-src-elem',
          disposition: 'enforce',
          blocked: 'inline',
        },
        {
          path: '/en/news',
          directive: 'script-src',
          disposition: 'report',
          blocked: 'https://evil.example',
        },
      ],
    })
  })

  it('reads the older report-uri form, by its effective or violated directive', () => {
    const body = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/admin/collections/posts?where=x',
        'violated-directive': "style-src-elem 'self'",
        'blocked-uri': 'inline',
        'original-policy': "default-src 'self'",
      },
    }
    expect(parseCspReports(`${legacy}; charset=utf-8`, JSON.stringify(body))).toEqual({
      ok: true,
      violations: [
        {
          path: '/admin/collections/posts',
          directive: 'style-src-elem',
          disposition: 'enforce',
          blocked: 'inline',
        },
      ],
    })
  })

  it('keeps only the sink’s name of a Trusted Types sample, never the string that reached it', () => {
    const parsed = parseCspReports(
      reportingApi,
      JSON.stringify([
        violation({
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          sample: 'Element innerHTML|<p>Dear Ana Sousa, your order',
          disposition: 'report',
        }),
      ]),
    )
    expect(parsed.ok && parsed.violations[0]).toEqual({
      path: '/en/news',
      directive: 'require-trusted-types-for',
      disposition: 'report',
      blocked: 'trusted-types-sink',
      sink: 'Element innerHTML',
    })
    expect(JSON.stringify(parsed)).not.toContain('Ana')
  })

  it('refuses whole bodies that are not well-formed violations, so nothing of them is counted', () => {
    const refused = [
      [reportingApi, 'not json'],
      [reportingApi, '{}'],
      [reportingApi, '[]'],
      [reportingApi, JSON.stringify([{ type: 'deprecation', body: {} }])],
      [reportingApi, JSON.stringify([violation(), { nope: true }])],
      [reportingApi, JSON.stringify([violation({ effectiveDirective: 'made-up-src' })])],
      [reportingApi, JSON.stringify([violation({ documentURL: 'javascript:alert(1)' })])],
      [reportingApi, JSON.stringify([violation({ disposition: 'sometimes' })])],
      [reportingApi, JSON.stringify([violation({ blockedURL: 42 })])],
      [
        reportingApi,
        JSON.stringify(Array.from({ length: maxReportsPerBody + 1 }, () => violation())),
      ],
      [legacy, JSON.stringify({ 'csp-report': 'x' })],
      [legacy, JSON.stringify([violation()])],
      ['application/json', JSON.stringify([violation()])],
    ] as const
    for (const [type, text] of refused) expect(parseCspReports(type, text).ok, text).toBe(false)
  })
})
