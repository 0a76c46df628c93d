import { describe, expect, it } from 'vitest'

import { pageOfDocument } from './documents'
import { previewPath } from './links'
import { createPreviewToken, verifyPreviewToken } from './token'

const secret = 'test-secret-0123456789'

describe('preview tokens', () => {
  it('grant one document of one collection, until they expire', () => {
    const token = createPreviewToken({ collection: 'goods', id: 42 }, secret, 1_000_000)
    expect(verifyPreviewToken(token, secret, 1_000_000)).toEqual({
      collection: 'goods',
      id: '42',
    })
    expect(verifyPreviewToken(token, 'another-secret', 1_000_000)).toBeNull()
    expect(verifyPreviewToken(token.replace('goods.42', 'goods.43'), secret, 1_000_000)).toBeNull()
    expect(verifyPreviewToken(token.replace('goods', 'users'), secret, 1_000_000)).toBeNull()
    expect(verifyPreviewToken(token, secret, 1_000_000 + 25 * 3600 * 1000)).toBeNull()
  })

  it('bind a post and the home page like any other document', () => {
    const post = createPreviewToken({ collection: 'posts', id: 42 }, secret)
    expect(verifyPreviewToken(post, secret)).toEqual({ collection: 'posts', id: '42' })
    expect(verifyPreviewToken(post, 'other-secret')).toBeNull()
    expect(verifyPreviewToken(post.replace('posts.42', 'posts.43'), secret)).toBeNull()
    const expired = createPreviewToken(
      { collection: 'posts', id: 1 },
      secret,
      Date.now() - 2 * 86_400_000,
    )
    expect(verifyPreviewToken(expired, secret)).toBeNull()
    const home = createPreviewToken({ global: 'home-page' }, secret)
    expect(verifyPreviewToken(home, secret)).toEqual({ global: 'home-page' })
    // A global's token cannot be replayed as a collection document's.
    expect(verifyPreviewToken(home.replace('home-page', 'posts'), secret)).toBeNull()
  })

  it('open the page itself where it reads the token, the draft-mode route elsewhere', () => {
    expect(previewPath({ collection: 'posts', id: '7' }, '/news/x', 'ua', 'a.b')).toBe(
      '/ua/news/x?token=a.b',
    )
    expect(previewPath({ global: 'home-page' }, '', 'en', 'a.b')).toBe('/en?token=a.b')
    expect(previewPath({ collection: 'team', id: '7' }, '/about-us#team', 'pt', 'a+b')).toBe(
      '/api/v1/preview?locale=pt&token=a%2Bb',
    )
  })

  it('lead to the page that shows the document', () => {
    expect(pageOfDocument('goods', { id: 5, category: 'chargers' })).toBe('/shop/chargers/5')
    expect(pageOfDocument('goods', { id: 5, category: 'souvenirs' })).toBe('/shop/souvenirs')
    expect(pageOfDocument('faq', { id: 1, audience: 'business' })).toBe('/business#faq')
    expect(pageOfDocument('team', { id: 1 })).toBe('/about-us#team')
    expect(pageOfDocument('landing-pages', { id: 1, slug: 'wdec' })).toBe('/wdec')
    expect(pageOfDocument('landing-pages', { id: 2, slug: 'no-route' })).toBeNull()
    expect(pageOfDocument('posts', { id: 3, url: 'winter-tips' })).toBe('/news/winter-tips')
    expect(pageOfDocument('posts', { id: 3 })).toBeNull()
  })
})
