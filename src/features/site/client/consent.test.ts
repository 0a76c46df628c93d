import { describe, expect, it } from 'vitest'

import { choicesValue, hasConsent, readConsent } from './analytics'

describe('consent per purpose', () => {
  it('reads the stored choice, an old acceptance as analytics only, and nothing as undecided', () => {
    expect(readConsent('NEXT_LOCALE=pt')).toBeNull()
    expect(readConsent('cookieConsent=none')).toEqual({ analytics: false, marketing: false })
    expect(readConsent('a=1; cookieConsent=analytics.marketing')).toEqual({
      analytics: true,
      marketing: true,
    })
    expect(readConsent('cookieConsent=marketing; permissionToUseCookies=true')).toEqual({
      analytics: false,
      marketing: true,
    })
    expect(readConsent('permissionToUseCookies=true')).toEqual({
      analytics: true,
      marketing: false,
    })
    expect(hasConsent('permissionToUseCookies=true')).toBe(true)
    expect(hasConsent('cookieConsent=none; permissionToUseCookies=true')).toBe(false)
  })

  it('writes the purposes granted, or none', () => {
    expect(choicesValue({ analytics: true, marketing: false })).toBe('analytics')
    expect(choicesValue({ analytics: true, marketing: true })).toBe('analytics.marketing')
    expect(choicesValue({ analytics: false, marketing: false })).toBe('none')
  })
})
