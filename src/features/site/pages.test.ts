import { describe, expect, it } from 'vitest'

import english from '@/i18n/messages/en/pages.json'

import { isKnownPath, pageKeyOfPath, pages, parentPages, renderedAt, resolvePage } from './pages'

describe('pages', () => {
  it('lists every page of the site', () => {
    const expected = [
      '',
      '/about-us',
      '/business',
      '/business/calculator',
      '/business/hardware',
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
    expect(Object.values(pages).sort()).toEqual(expected.sort())
  })

  it('finds the pages above a path for breadcrumbs', () => {
    expect(parentPages('')).toEqual([])
    expect(parentPages('/business')).toEqual(['home'])
    expect(parentPages('/shop/chargers')).toEqual(['home', 'shop'])
    expect(parentPages('/shop/chargers/abc')).toEqual(['home', 'shop', 'shopChargers'])
    expect(parentPages('/partnership/components/mobile-banner')).toEqual(['home', 'partnership'])
    expect(pageKeyOfPath('/news/search')).toBe('newsSearch')
    expect(pageKeyOfPath('/nope')).toBeUndefined()
  })

  it('sends a page to its on-request twin when it renders on request or its query changes it', () => {
    expect(renderedAt('/news', ['page'])).toBe('/query/news')
    expect(renderedAt('/news')).toBeNull()
    expect(renderedAt('/business', ['utm_source'])).toBeNull()
    // A campaign's tags and click ids leave a query twin cached; another key still renders.
    expect(renderedAt('/news', ['utm_source', 'utm_campaign', 'gclid', 'fbclid'])).toBeNull()
    expect(renderedAt('/news', ['utm_source', 'page'])).toBe('/query/news')
    // A plan or a search renders on request; the embeddable map reads its filters in the browser.
    expect(renderedAt('/business/calculator', ['ac22'])).toBe('/query/business/calculator')
    expect(renderedAt('/business/hardware', ['q'])).toBe('/query/business/hardware')
    expect(renderedAt('/map/embed', ['operator'])).toBeNull()
    expect(renderedAt('/shop/chargers', ['sort'])).toBe('/query/shop/chargers')
    expect(renderedAt('/location/PT-VLT-1', ['power'])).toBe('/query/location/PT-VLT-1')
    // A draft preview renders on request; campaign parameters keep the cached copy.
    expect(renderedAt('', ['token'])).toBe('/query')
    expect(renderedAt('', ['utm_source', 'gclid'])).toBeNull()
    expect(renderedAt('/news/launch', ['token'])).toBe('/query/news/launch')
    expect(renderedAt('/news/launch', ['utm_source'])).toBeNull()
    // Always on request, query or not; the news search has route files of its own.
    expect(renderedAt('/pay/success')).toBe('/query/pay/success')
    expect(renderedAt('/news/search', ['q'])).toBeNull()
  })

  it('knows every path a page answers, parameters included, and nothing else', () => {
    expect(resolvePage('/shop/chargers/12')).toEqual({
      kind: 'parameterised',
      page: 'product',
      params: { category: 'chargers', id: '12' },
      rendering: 'cached',
    })
    expect(isKnownPath('/shop/souvenirs/12')).toBe(false) // souvenirs have no detail page
    expect(isKnownPath('/shop/cart')).toBe(true)
    expect(isKnownPath('/news/search')).toBe(true)
    expect(isKnownPath('/shop/chargers/12/more')).toBe(false)
    expect(isKnownPath('/query/news')).toBe(false) // the twins are the proxy's, never a visitor's
  })

  it('every page has a title, description, heading and introduction', () => {
    const texts = english as Record<string, Record<string, string> | undefined>
    for (const key of Object.keys(pages)) {
      for (const part of ['title', 'description', 'heading', 'intro'])
        expect(texts[key]?.[part], `${key}.${part}`).toBeTruthy()
    }
  })
})
