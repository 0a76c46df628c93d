import type { NextRequest } from 'next/server'

import { jsonError, readBody } from '@/lib/http'
import { metrics } from '@/lib/metrics'
import { reportServerWarning } from '@/lib/monitoring'
import { clientIp, memoryRateLimiter } from '@/lib/rate-limit'
import {
  maxReportBytes,
  parseCspReports,
  reportContentTypes,
  type CspViolation,
} from '@/lib/security/csp-reports'

import { pageTypeOf } from './page-type'

/**
 * Report bodies per address and minute; more are refused (429) and counted nowhere. A visitor on
 * a broken page sends a few per page view; a flood of forged ones stops here.
 */
export const reportsPerMinute = 30
const limiter = memoryRateLimiter(reportsPerMinute, 60_000)

/**
 * Sentry hears of each kind of violation (directive, page type, disposition, what was blocked)
 * once per ten minutes and process: a broken deploy is one event per kind, not one per visitor.
 */
const forwardEveryMs = 10 * 60_000
const forwarded = new Map<string, number>()

function forward(violation: CspViolation, page: string) {
  const signature = [violation.directive, page, violation.disposition, violation.blocked]
  const key = signature.join(' ')
  const now = Date.now()
  if ((forwarded.get(key) ?? 0) > now - forwardEveryMs) return
  if (forwarded.size > 1000) forwarded.clear()
  forwarded.set(key, now)
  reportServerWarning(`CSP ${violation.disposition}: ${violation.directive} on ${page}`, {
    directive: violation.directive,
    page,
    disposition: violation.disposition,
    blocked: violation.blocked,
    ...(violation.sink ? { sink: violation.sink } : {}),
  })
}

/**
 * `POST /api/v1/csp-reports`: what browsers report under the policies' `report-to` and
 * `report-uri` (src/lib/security/reporting.ts). A well-formed body is counted in
 * `site_csp_violations_total` by directive, page type and disposition and, with Sentry
 * configured, forwarded; nothing of it is stored (no address, no query, no path). Anything else is
 * a 4xx and changes nothing: another content type (415), a body over 64 KiB (413), one that is not
 * a report of a known directive (400), more than 30 bodies a minute from one address (429).
 */
export async function receiveCspReports(request: NextRequest): Promise<Response> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!reportContentTypes.some((type) => contentType.toLowerCase().startsWith(type)))
    return jsonError(415, 'unsupported_media_type', `Send ${reportContentTypes.join(' or ')}`)
  const body = await readBody(request, maxReportBytes)
  if (!body.ok) return body.response
  const limit = await limiter.hit(clientIp(request.headers))
  if (!limit.allowed)
    return jsonError(429, 'rate_limited', 'Too many reports', undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  const parsed = parseCspReports(contentType, body.text)
  if (!parsed.ok) return jsonError(400, 'bad_report', `Not a violation report: ${parsed.reason}`)
  for (const violation of parsed.violations) {
    const page = pageTypeOf(violation.path)
    metrics.cspViolations.inc({
      directive: violation.directive,
      page,
      disposition: violation.disposition,
    })
    forward(violation, page)
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
