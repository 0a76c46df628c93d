import { describe, expect, it } from 'vitest'

import { pageTypeOf } from './page-type'

describe('page types', () => {
  it('names a path by the page list, the back office, the APIs, the 404 page or other', () => {
    expect(pageTypeOf('/en')).toBe('home')
    expect(pageTypeOf('/pt/news')).toBe('news')
    expect(pageTypeOf('/ua/news/some-article')).toBe('article')
    expect(pageTypeOf('/my/shop/chargers')).toBe('shopChargers')
    expect(pageTypeOf('/en/map/embed')).toBe('mapEmbed')
    expect(pageTypeOf('/en/no/such/page')).toBe('notFound')
    expect(pageTypeOf('/admin')).toBe('admin')
    expect(pageTypeOf('/admin/collections/posts/3')).toBe('admin')
    expect(pageTypeOf('/api/v1/posts')).toBe('api')
    expect(pageTypeOf('/ocpi/2.2.1/locations')).toBe('api')
    expect(pageTypeOf('/')).toBe('other')
    expect(pageTypeOf('/administrator')).toBe('other')
    expect(pageTypeOf('/xx/news')).toBe('other')
  })
})
