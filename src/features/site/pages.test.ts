import { describe, expect, it } from 'vitest'

import english from '@/i18n/messages/en/pages.json'

import {
  isKnownPath,
  isSharedAnswer,
  pageKeyOfPath,
  pagePaths,
  parentPages,
  resolvePage,
  twinRoute,
} from './pages'

describe('pages', () => {
  it('lists every page of the site', () => {
    const expected = [
      '',
      '/about-us',
      '/business',
      '/business/calculator',
      '/business/hardware',
      '/book-a-meeting',
      '/book-a-meeting/booked',
      '/book-a-meeting/manage',
      '/accessibility',
      '/map/embed',
      '/contact',
      '/delete-account',
      '/ev-drivers',
      '/form',
      '/invite-friend',
      '/map',
      '/news',
      '/partnership',
      '/pay',
      '/privacy-policy',
      '/public-agreement',
      '/readme-oss',
      '/shop',
      '/wdec',
      '/news/search',
      '/pay/prepay',
      '/pay/success',
      '/shop/accessories',
      '/shop/cart',
      '/shop/chargers',
      '/shop/ev',
      '/shop/propositions',
      '/shop/souvenirs',
      '/partnership/components/mobile-banner',
      '/session',
      '/unsubscribe',
    ]
    expect(Object.values(pagePaths).sort()).toEqual(expected.sort())
  })

  it('every page has a title, description, heading and introduction', () => {
    const texts = english as Record<string, Record<string, string> | undefined>
    for (const key of Object.keys(pagePaths)) {
      for (const part of ['title', 'description', 'heading', 'intro'])
        expect(texts[key]?.[part], `${key}.${part}`).toBeTruthy()
    }
  })
})

describe('a path in the page list', () => {
  it('finds the pages above a path for breadcrumbs', () => {
    expect(parentPages('')).toEqual([])
    expect(parentPages('/business')).toEqual(['home'])
    expect(parentPages('/shop/chargers')).toEqual(['home', 'shop'])
    expect(parentPages('/shop/chargers/abc')).toEqual(['home', 'shop', 'shopChargers'])
    expect(parentPages('/partnership/components/mobile-banner')).toEqual(['home', 'partnership'])
    expect(pageKeyOfPath('/news/search')).toBe('newsSearch')
    expect(pageKeyOfPath('/nope')).toBeUndefined()
  })
})

describe('where a request is rendered', () => {
  it('sends a request to its group’s twin route when its query changes the page', () => {
    expect(twinRoute('/news', ['page'])).toBe('/query/news/news')
    expect(twinRoute('/news')).toBeNull()
    expect(twinRoute('/business', ['utm_source'])).toBeNull()
    // A campaign's tags and click ids leave a query twin cached; another key still renders.
    expect(twinRoute('/news', ['utm_source', 'utm_campaign', 'gclid', 'fbclid'])).toBeNull()
    expect(twinRoute('/news', ['utm_source', 'page'])).toBe('/query/news/news')
    // A plan or a search renders on request; the embeddable map reads its filters in the browser.
    expect(twinRoute('/business/calculator', ['ac22'])).toBe(
      '/query/business-tools/business/calculator',
    )
    expect(twinRoute('/business/hardware', ['q'])).toBe('/query/business-tools/business/hardware')
    expect(twinRoute('/map/embed', ['operator'])).toBeNull()
    expect(twinRoute('/shop/chargers', ['sort'])).toBe('/query/shop/shop/chargers')
    expect(twinRoute('/location/PT-VLT-1', ['power'])).toBe('/query/map/location/PT-VLT-1')
    // A draft preview renders on request; campaign parameters keep the cached copy.
    expect(twinRoute('', ['token'])).toBe('/query/marketing')
    expect(twinRoute('', ['utm_source', 'gclid'])).toBeNull()
    expect(twinRoute('/news/launch', ['token'])).toBe('/query/news/news/launch')
    expect(twinRoute('/news/launch', ['utm_source'])).toBeNull()
    expect(twinRoute('/about-us', ['position'])).toBe('/query/marketing/about-us')
    // A page rendered on request answers at its own route, query or not.
    expect(twinRoute('/pay/success')).toBeNull()
    expect(twinRoute('/news/search', ['q'])).toBeNull()
  })

  it('tells which answers are the page cache’s, the same for every visitor', () => {
    expect(isSharedAnswer('/news')).toBe(true)
    expect(isSharedAnswer('/news', ['utm_source'])).toBe(true)
    expect(isSharedAnswer('/news', ['page'])).toBe(false)
    expect(isSharedAnswer('/business', ['anything'])).toBe(true)
    expect(isSharedAnswer('/pay/success')).toBe(false)
    expect(isSharedAnswer('/news/search')).toBe(false)
    expect(isSharedAnswer('/shop/chargers/12')).toBe(true)
    expect(isSharedAnswer('/nope')).toBe(false)
  })

  it('knows every path a page answers, parameters included, and nothing else', () => {
    expect(resolvePage('/shop/chargers/12')).toEqual({
      page: 'product',
      params: { category: 'chargers', id: '12' },
      rendering: 'cached',
    })
    expect(resolvePage('/shop/ev')).toEqual({
      page: 'shopEv',
      params: { category: 'ev' },
      rendering: 'query twin',
      twin: 'shop',
    })
    expect(isKnownPath('/shop/souvenirs/12')).toBe(false) // souvenirs have no detail page
    expect(isKnownPath('/shop/cart')).toBe(true)
    expect(isKnownPath('/news/search')).toBe(true)
    expect(isKnownPath('/shop/chargers/12/more')).toBe(false)
    expect(isKnownPath('/query/news')).toBe(false) // the twins are the proxy's, never a visitor's
  })
})
