import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, embedOrigins, integrationSources } from './csp'
import { envProblems } from '../env'

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
/** Whether any directive of a policy names a source that passes `test`. */
const anySource = (policy: Record<string, string[]>, test: (source: string) => boolean) =>
  Object.values(policy).flat().some(test)

describe('content security policy', () => {
  it('allows only the site’s own scripts (the server adds the hashes), and no third party without configuration', () => {
    const policy = directives(contentSecurityPolicy({ extra: integrationSources({}) }))
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(anySource(policy, (source) => source.startsWith('https:'))).toBe(false)
  })

  it('adds the tag manager origins when analytics is configured', () => {
    const policy = directives(
      contentSecurityPolicy({ extra: integrationSources({ GTM_ID: 'GTM-1' }) }),
    )
    expect(policy['script-src']).toContain('https://www.googletagmanager.com')
    expect(policy['connect-src']).toContain('https://*.google-analytics.com')
  })

  it("allows reCAPTCHA's origins with keys, and exactly a configured script's origin instead", () => {
    const google = directives(
      contentSecurityPolicy({ extra: integrationSources({ RECAPTCHA_SITE_KEY: 'k' }) }),
    )
    expect(google['script-src']).toContain('https://www.google.com/recaptcha/')
    expect(google['frame-src']).toContain('https://www.google.com/recaptcha/')
    const own = directives(
      contentSecurityPolicy({
        extra: integrationSources({
          RECAPTCHA_SITE_KEY: 'k',
          RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4567/captcha/api.js',
        }),
      }),
    )
    expect(own['script-src']).toEqual(["'self'", 'http://127.0.0.1:4567'])
    expect(own['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4567'])
    expect(anySource(own, (source) => source.includes('google'))).toBe(false)
    // A script URL without keys loads nothing, so it opens nothing either.
    const keyless = directives(
      contentSecurityPolicy({
        extra: integrationSources({ RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4567/api.js' }),
      }),
    )
    expect(anySource(keyless, (source) => source.includes('127.0.0.1'))).toBe(false)
  })

  it('allows a page rendered for one request its nonce, and eval only in development', () => {
    const own = directives(contentSecurityPolicy({ nonce: 'n' }))
    expect(own['script-src']).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"])
    expect(contentSecurityPolicy({ nonce: 'n', dev: true })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|nonce-/)
  })

  it('frames the embeddable map only for MAP_EMBED_ORIGINS, and refuses entries that are not origins', () => {
    const parsed = embedOrigins(
      'https://Partner.example, https://*.fleet.example:8443 http://localhost:*/,,https://partner.example',
    )
    expect(parsed).toEqual({
      origins: ['https://partner.example', 'https://*.fleet.example:8443', 'http://localhost:*'],
      invalid: [],
    })
    const policy = directives(
      contentSecurityPolicy({ extra: [{ 'frame-ancestors': parsed.origins }] }),
    )
    expect(policy['frame-ancestors']).toEqual(["'self'", ...parsed.origins])
    expect(embedOrigins(undefined)).toEqual({ origins: [], invalid: [] })
    for (const bad of [
      '*',
      "'none'",
      'https://partner.example/page',
      'partner.example',
      'ftp://x.example',
    ])
      expect(embedOrigins(bad).invalid, bad).toEqual([bad])
    expect(envProblems({ MAP_EMBED_ORIGINS: 'https://ok.example *' }).join(' ')).toContain(
      'MAP_EMBED_ORIGINS',
    )
    expect(envProblems({ MAP_EMBED_ORIGINS: 'https://ok.example' })).toEqual([])
  })
})
