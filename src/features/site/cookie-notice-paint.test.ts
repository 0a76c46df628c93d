import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { readConsent } from './client/analytics'
import { noticePaintAttribute, noticePaintHash, noticePaintScript } from './cookie-notice-paint'

/** Runs the script against a stand-in document with `cookie`, in a top-level window or a frame. */
function hidden(cookie: string, framed = false): boolean {
  const attributes = new Map<string, string>()
  const document = { cookie, documentElement: { setAttribute: attributes.set.bind(attributes) } }
  const top = {}
  new Function('document', 'self', 'top', noticePaintScript)(document, framed ? {} : top, top)
  return attributes.has(noticePaintAttribute)
}

describe('the cookie notice before hydration', () => {
  it('is allowed by the hash the policy names', () => {
    const sha = createHash('sha256').update(noticePaintScript, 'utf8').digest('base64')
    expect(noticePaintHash).toBe(`'sha256-${sha}'`)
    expect(noticePaintScript).toContain(`"${noticePaintAttribute}"`)
  })

  it('hides the notice exactly when the notice itself would not show', () => {
    for (const cookie of [
      '',
      'NEXT_LOCALE=pt',
      'cookieConsent=none',
      'a=1; cookieConsent=analytics.marketing',
      'permissionToUseCookies=true',
      'permissionToUseCookies=false',
      'permissionToUseCookies=truely',
      'xcookieConsent=none',
      'NEXT_LOCALE=en; permissionToUseCookies=true; _ga=1',
    ])
      expect(hidden(cookie), cookie).toBe(readConsent(cookie) !== null)
  })

  it('hides it inside a frame (the live preview), where no visitor chooses', () => {
    expect(hidden('', true)).toBe(true)
  })
})
