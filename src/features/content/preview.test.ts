import { describe, expect, it } from 'vitest'

import { createContentPreviewToken, pageOfDocument, verifyContentPreviewToken } from './preview'

const secret = 'test-secret-0123456789'

describe('content preview tokens', () => {
  it('grant one document of one collection, until they expire', () => {
    const token = createContentPreviewToken('goods', 42, secret, 1_000_000)
    expect(verifyContentPreviewToken(token, secret, 1_000_000)).toEqual({
      collection: 'goods',
      id: '42',
    })
    expect(verifyContentPreviewToken(token, 'another-secret', 1_000_000)).toBeNull()
    expect(
      verifyContentPreviewToken(token.replace('goods.42', 'goods.43'), secret, 1_000_000),
    ).toBeNull()
    expect(verifyContentPreviewToken(token.replace('goods', 'users'), secret, 1_000_000)).toBeNull()
    expect(verifyContentPreviewToken(token, secret, 1_000_000 + 25 * 3600 * 1000)).toBeNull()
  })

  it('lead to the page that shows the document', () => {
    expect(pageOfDocument('goods', { id: 5, category: 'chargers' })).toBe('/shop/chargers/5')
    expect(pageOfDocument('goods', { id: 5, category: 'souvenirs' })).toBe('/shop/souvenirs')
    expect(pageOfDocument('faq', { id: 1, audience: 'business' })).toBe('/business#faq')
    expect(pageOfDocument('team', { id: 1 })).toBe('/about-us#team')
    expect(pageOfDocument('landing-pages', { id: 1, slug: 'wdec' })).toBe('/wdec')
    expect(pageOfDocument('landing-pages', { id: 2, slug: 'no-route' })).toBeNull()
  })
})
