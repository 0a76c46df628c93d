import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { readConsent } from './client/analytics'
import { deviceClass, detectDevice } from './device'
import { firstPaintHash, firstPaintScript } from './first-paint'
import { noticePaintAttribute } from './notice-paint'

/**
 * Runs the script against a stand-in document with `cookie` and a browser with `userAgent`, in a
 * top-level window or a frame; the attributes it set on `<html>`.
 */
function attributesOf({
  cookie = '',
  framed = false,
  userAgent = '',
  maxTouchPoints = 0,
}): Map<string, string> {
  const attributes = new Map<string, string>()
  const document = { cookie, documentElement: { setAttribute: attributes.set.bind(attributes) } }
  const top = {}
  new Function('document', 'navigator', 'self', 'top', firstPaintScript)(
    document,
    { userAgent, maxTouchPoints },
    framed ? {} : top,
    top,
  )
  return attributes
}

describe('the first paint script', () => {
  it('is allowed by the hash the policy names', () => {
    const sha = createHash('sha256').update(firstPaintScript, 'utf8').digest('base64')
    expect(firstPaintHash).toBe(`'sha256-${sha}'`)
    expect(firstPaintScript).toContain(`"${noticePaintAttribute}"`)
  })

  it('hides the cookie notice exactly when the notice itself would not show', () => {
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
      expect(attributesOf({ cookie }).has(noticePaintAttribute), cookie).toBe(
        readConsent(cookie) !== null,
      )
  })

  it('hides it inside a frame (the live preview), where no visitor chooses', () => {
    expect(attributesOf({ framed: true }).has(noticePaintAttribute)).toBe(true)
  })

  it('names the device as the app buttons’ code does, before the page hydrates', () => {
    const agents: [string, number][] = [
      [
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
        5,
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        5,
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        5,
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        0,
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
        0,
      ],
      [
        'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Mobile Safari/537.36 Edge/15.14977',
        5,
      ],
      ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80; U; en) Presto/2.5.25 Version/10.54', 0],
      ['', 0],
    ]
    const seen = new Set<string>()
    for (const [userAgent, maxTouchPoints] of agents) {
      const expected = deviceClass(detectDevice(userAgent, maxTouchPoints))
      seen.add(expected)
      expect(attributesOf({ userAgent, maxTouchPoints }).get('data-device'), userAgent).toBe(
        expected,
      )
    }
    expect([...seen].sort()).toEqual(['android', 'desktop', 'ios', 'other'])
  })
})
