/**
 * Violation reports of the site's policies, as browsers send them: the Reporting API's
 * (`application/reports+json`: a list of `{ type: 'csp-violation', url, body: { documentURL,
 * effectiveDirective, blockedURL, disposition, … } }`) and the older `report-uri` form
 * (`application/csp-report`: `{ "csp-report": { "document-uri", "effective-directive", … } }`).
 * Only what says which rule stopped what is kept, reduced so that nothing personal remains: the
 * page's path without its query, the directive, the disposition, where the blocked thing came from
 * (a keyword or an origin, never a path or a query) and, for Trusted Types, the sink's name.
 */
export type CspViolation = {
  /** The path of the page the violation happened on, without query or fragment. */
  path: string
  /** One of `cspDirectives`. */
  directive: string
  /** `enforce`: something was blocked; `report`: a report-only policy would have blocked it. */
  disposition: 'enforce' | 'report'
  /** `inline`, `eval`, `trusted-types-sink`, `data`, `blob`, … or an origin. */
  blocked: string
  /** For Trusted Types: the sink a plain string reached (`HTMLScriptElement src`). */
  sink?: string
}

/** The directives a report may name (anything else is not a report of ours). */
export const cspDirectives: ReadonlySet<string> = new Set([
  'base-uri',
  'child-src',
  'connect-src',
  'default-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'require-trusted-types-for',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'worker-src',
])

/** The largest body taken: a browser's batch of a few reports, each repeating the policy. */
export const maxReportBytes = 64 * 1024
/** The most violations one body may carry. */
export const maxReportsPerBody = 20

export const reportContentTypes = ['application/reports+json', 'application/csp-report'] as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where a blocked thing came from: the browser's keyword, or only the origin of a URL. */
function blockedSource(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value === '') return 'unknown'
  if (/^[a-z-]{1,40}$/.test(value)) return value
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
    return url.protocol.replace(/:$/, '')
  } catch {
    return null
  }
}

/** The path of an http(s) URL, or null for anything else. */
function documentPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4096) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null
  } catch {
    return null
  }
}

/** The directive's name, e.g. `script-src-elem` from `script-src-elem 'self'` (older browsers). */
function directiveName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.trim().split(/\s/)[0]!.toLowerCase()
  return cspDirectives.has(name) ? name : null
}

/** One report's fields, in whichever spelling, as a violation; null when it is not one. */
function violationOf(fields: {
  document: unknown
  directive: unknown
  blocked: unknown
  disposition: unknown
  sample: unknown
}): CspViolation | null {
  const path = documentPath(fields.document)
  const directive = directiveName(fields.directive)
  const blocked = blockedSource(fields.blocked)
  if (path === null || directive === null || blocked === null) return null
  if (
    fields.disposition !== undefined &&
    !['enforce', 'report'].includes(String(fields.disposition))
  )
    return null
  const violation: CspViolation = {
    path,
    directive,
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
    blocked,
  }
  // A Trusted Types sample is `<sink>|<the string's start>`: only the sink is kept.
  if (blocked === 'trusted-types-sink' && typeof fields.sample === 'string') {
    const sink = fields.sample.split('|')[0]!.trim()
    if (/^[\w .-]{1,60}$/.test(sink)) violation.sink = sink
  }
  return violation
}

export type ParsedReports = { ok: true; violations: CspViolation[] } | { ok: false; reason: string }

/**
 * The violations of a report body of the given content type. The whole body is refused (nothing
 * counted) when it is not JSON of that shape, carries more than `maxReportsPerBody` reports, or a
 * report of it is not a well-formed violation; reports of other types in a Reporting API batch
 * (deprecations, interventions) are passed over.
 */
export function parseCspReports(contentType: string, text: string): ParsedReports {
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'not JSON' }
  }
  if (type === 'application/csp-report') {
    const report = isObject(json) ? json['csp-report'] : undefined
    if (!isObject(report)) return { ok: false, reason: 'no csp-report object' }
    const violation = violationOf({
      document: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'],
      blocked: report['blocked-uri'],
      disposition: report.disposition,
      sample: report['script-sample'],
    })
    return violation ? { ok: true, violations: [violation] } : { ok: false, reason: 'malformed' }
  }
  if (type !== 'application/reports+json') return { ok: false, reason: 'unknown content type' }
  if (!Array.isArray(json) || json.length === 0) return { ok: false, reason: 'not a report list' }
  if (json.length > maxReportsPerBody) return { ok: false, reason: 'too many reports' }
  const violations: CspViolation[] = []
  for (const report of json) {
    if (!isObject(report) || typeof report.type !== 'string')
      return { ok: false, reason: 'malformed' }
    if (report.type !== 'csp-violation') continue
    const body = report.body
    if (!isObject(body)) return { ok: false, reason: 'malformed' }
    const violation = violationOf({
      document: body.documentURL ?? report.url,
      directive: body.effectiveDirective,
      blocked: body.blockedURL,
      disposition: body.disposition,
      sample: body.sample,
    })
    if (!violation) return { ok: false, reason: 'malformed' }
    violations.push(violation)
  }
  return violations.length ? { ok: true, violations } : { ok: false, reason: 'no violation' }
}
