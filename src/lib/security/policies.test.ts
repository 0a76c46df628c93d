import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from './csp'
import { adminContentSecurityPolicy, dataContentSecurityPolicy } from './policies'
import { reportingEndpointsHeader } from './reporting'
import { trustedTypesReportOnly } from './trusted-types'

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('the policies of the back office and the APIs', () => {
  it('runs in the back office only scripts carrying the answer’s nonce, and evaluates no string', () => {
    const policy = directives(adminContentSecurityPolicy({ nonce: 'abc' }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(adminContentSecurityPolicy({ nonce: 'abc', dev: true })).toContain("'unsafe-eval'")
  })

  it('lets API answers run, load and frame nothing', () => {
    const policy = directives(dataContentSecurityPolicy)
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'none'"])
  })

  it('names the site’s report endpoint in every policy, both ways, and once', () => {
    for (const policy of [
      contentSecurityPolicy(),
      contentSecurityPolicy({ nonce: 'n' }),
      adminContentSecurityPolicy({ nonce: 'n' }),
      dataContentSecurityPolicy,
      trustedTypesReportOnly,
    ]) {
      const parsed = directives(policy)
      expect(parsed['report-uri'], policy).toEqual(['/api/v1/csp-reports'])
      expect(parsed['report-to'], policy).toEqual(['csp'])
      expect(policy.match(/report-uri/g)).toHaveLength(1)
    }
    expect(reportingEndpointsHeader.value).toBe('csp="/api/v1/csp-reports"')
  })
})
