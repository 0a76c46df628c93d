import { describe, expect, it } from 'vitest'

import { arrivalFromUrl, pagePath, readArrival, referrerHost } from './arrival'

/** What a URL says about a visit, and the server's check of what a browser sends as `arrival`. */
describe('arrival', () => {
  it('reads the campaign parameters and the first click id of a URL, dropping odd values', () => {
    const url = new URL(
      'https://voltra.example/pt/business?utm_source=NewsLetter&utm_medium=email&utm_campaign=Primavera%202026&utm_term=%3Cscript%3E&fbclid=IwAR0abc_-1&gclid=Cj0KCQ',
    )
    expect(arrivalFromUrl(url)).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'Primavera 2026',
      // fbclid is not first in the networks' order: gclid is taken.
      clickIdName: 'gclid',
      clickId: 'Cj0KCQ',
    })
    // Longer than its field: cut to it.
    const long = arrivalFromUrl(new URL(`https://x.example/?utm_campaign=${'a'.repeat(400)}`))
    expect(long.campaign).toHaveLength(150)
    expect(arrivalFromUrl(new URL('https://x.example/en'))).toEqual({})
  })

  it('keeps another site as the referrer, by host only, and never our own', () => {
    expect(referrerHost('https://www.Google.com/search?q=ev+charging', 'voltra.example')).toBe(
      'www.google.com',
    )
    expect(referrerHost('https://voltra.example/en', 'voltra.example')).toBeUndefined()
    expect(referrerHost('', 'voltra.example')).toBeUndefined()
    expect(referrerHost('android-app://com.google.android.gm/', 'voltra.example')).toBe(
      'com.google.android.gm',
    )
  })

  it('keeps a page by its path, never its query', () => {
    expect(pagePath(new URL('https://voltra.example/pt/business?email=a@b.pt#form'))).toBe(
      '/pt/business',
    )
  })

  it('accepts what a browser of the site sends, normalised', () => {
    expect(
      readArrival({
        source: ' Newsletter ',
        campaign: 'spring',
        referrer: 'news.example.org',
        landingPage: '/pt/business',
        formPage: '/pt/contact',
        clickIdName: 'msclkid',
        clickId: 'abc.DEF-123',
      }),
    ).toEqual({
      ok: true,
      value: {
        source: 'newsletter',
        campaign: 'spring',
        referrer: 'news.example.org',
        landingPage: '/pt/business',
        formPage: '/pt/contact',
        clickIdName: 'msclkid',
        clickId: 'abc.DEF-123',
      },
    })
    expect(readArrival(undefined)).toEqual({ ok: true, value: {} })
    expect(readArrival({ source: '' })).toEqual({ ok: true, value: {} })
  })

  it.each([
    ['not an object', 'newsletter'],
    ['a list', ['newsletter']],
    ['an unknown field', { market: 'en' }],
    ['a number', { source: 5 }],
    ['markup', { campaign: '<img src=x onerror=alert(1)>' }],
    ['a quote', { source: 'a"b' }],
    ['a control character', { term: 'a\u0007b' }],
    ['too long', { source: 'a'.repeat(101) }],
    ['a referrer with a path', { referrer: 'evil.example/path' }],
    ['a page with a query', { formPage: '/pt/business?x=1' }],
    ['a page that is a URL', { landingPage: 'https://evil.example/' }],
    ['an unknown ad network', { clickIdName: 'evilclid', clickId: 'abc' }],
    ['a click id without its network', { clickId: 'abc' }],
    ['a click id with spaces', { clickIdName: 'gclid', clickId: 'a b' }],
  ])('refuses %s', (_, input) => {
    expect(readArrival(input)).toEqual({ ok: false, field: 'arrival' })
  })
})
