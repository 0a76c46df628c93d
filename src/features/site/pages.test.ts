import { describe, expect, it } from 'vitest'

import english from '@/i18n/messages/en/pages.json'

import { pageKeyOfPath, pages, parentPages, queryVariantOf } from './pages'

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

  it('sends a query to the on-request twin only where it changes the render', () => {
    expect(queryVariantOf('/news', ['page'])).toBe('/news/query')
    expect(queryVariantOf('/business', ['utm_source'])).toBeNull()
    // A plan or a search renders on request; the embeddable map reads its filters in the browser.
    expect(queryVariantOf('/business/calculator', ['ac22'])).toBe('/business/calculator/query')
    expect(queryVariantOf('/business/hardware', ['q'])).toBe('/business/hardware/query')
    expect(queryVariantOf('/map/embed', ['operator'])).toBeNull()
    // The home page renders on request only for a draft preview; campaign parameters keep the cached copy.
    expect(queryVariantOf('', ['token'])).toBe('/query')
    expect(queryVariantOf('', ['utm_source', 'gclid'])).toBeNull()
  })

  it('every page has a title, description, heading and introduction', () => {
    const texts = english as Record<string, Record<string, string> | undefined>
    for (const key of Object.keys(pages)) {
      for (const part of ['title', 'description', 'heading', 'intro'])
        expect(texts[key]?.[part], `${key}.${part}`).toBeTruthy()
    }
  })
})
