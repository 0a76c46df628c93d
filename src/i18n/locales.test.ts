import { describe, expect, it } from 'vitest'

import { isLocale, localeTags } from './locales'
import { detectLocale, localeFromAcceptLanguage } from './negotiate'

describe('locales', () => {
  it('maps ua to the ISO tag uk and my to en-MY', () => {
    expect(localeTags).toEqual({ en: 'en', my: 'en-MY', pt: 'pt', ua: 'uk' })
  })

  it('recognises only the four locale codes', () => {
    expect(['en', 'my', 'pt', 'ua'].every(isLocale)).toBe(true)
    expect(['uk', 'EN', '', 'de', undefined, 1].some(isLocale)).toBe(false)
  })

  it.each([
    ['uk-UA,uk;q=0.9,en;q=0.5', 'ua'],
    ['en-MY,en;q=0.8', 'my'],
    ['ms-MY', 'my'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['de-DE,en-GB;q=0.7', 'en'],
    ['fr;q=0.9, uk;q=0.8', 'ua'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-MY,zh;q=0.9', 'my'],
    ['EN-my', 'my'],
  ])('Accept-Language %s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })

  it('finds nothing in an empty, unmatched or malformed header', () => {
    expect(localeFromAcceptLanguage('')).toBeUndefined()
    expect(localeFromAcceptLanguage(null)).toBeUndefined()
    expect(localeFromAcceptLanguage('de-DE,fr')).toBeUndefined()
    expect(localeFromAcceptLanguage(';;;,,=q')).toBeUndefined()
  })

  it('detects cookie first, then the browser, then en', () => {
    expect(detectLocale('pt', 'uk')).toBe('pt')
    expect(detectLocale('xx', 'uk')).toBe('ua')
    expect(detectLocale(undefined, 'de')).toBe('en')
    expect(detectLocale(undefined, null)).toBe('en')
  })
})
