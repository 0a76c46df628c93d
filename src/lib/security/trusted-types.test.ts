import { describe, expect, it } from 'vitest'

import { trustedTypesPolicyScript, trustedTypesReportOnly } from './trusted-types'

type Rules = { createScriptURL?: (s: string) => string | null; createHTML?: unknown }

/** Runs the policy script in a window at `href` whose Trusted Types keeps what it is given. */
function definedPolicy(href = 'https://site.example/en/map', trustedTypes = true) {
  const created: { name: string; rules: Rules }[] = []
  const location = new URL(href)
  const window = {
    location,
    trustedTypes: trustedTypes
      ? {
          defaultPolicy: null,
          createPolicy: (name: string, rules: Rules) => created.push({ name, rules }),
        }
      : undefined,
  }
  new Function('self', trustedTypesPolicyScript)(window)
  return created
}

describe('the Trusted Types policy', () => {
  it('is one policy, default, that makes script URLs only of the site’s build files and its own blobs', () => {
    const [policy, ...others] = definedPolicy()
    expect(others).toEqual([])
    expect(policy!.name).toBe('default')
    const url = policy!.rules.createScriptURL!
    // As given, never made absolute: Turbopack matches a loaded chunk by its src attribute.
    expect(url('/_next/static/chunks/abc.js')).toBe('/_next/static/chunks/abc.js')
    expect(url('https://site.example/_next/static/x.js')).toBe(
      'https://site.example/_next/static/x.js',
    )
    expect(url('blob:https://site.example/2f7c')).toBe('blob:https://site.example/2f7c')
    for (const refused of [
      'https://evil.example/_next/static/x.js',
      '/api/media/file/upload.js',
      '//evil.example/_next/static/x.js',
      'blob:https://evil.example/2f7c',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      '/_next/image?url=x',
    ])
      expect(url(refused), refused).toBeNull()
  })

  it('makes no HTML and no script from a string', () => {
    const [policy] = definedPolicy()
    expect(Object.keys(policy!.rules)).toEqual(['createScriptURL'])
  })

  it('does nothing in a browser without Trusted Types', () => {
    expect(definedPolicy('https://site.example/en', false)).toEqual([])
  })

  it('is reported, not enforced, and allows no other policy', () => {
    expect(trustedTypesReportOnly).toContain("require-trusted-types-for 'script'")
    expect(trustedTypesReportOnly).toContain('trusted-types default;')
  })
})
