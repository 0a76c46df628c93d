import { describe, expect, it } from 'vitest'

import { newDocumentLocale } from './content-language'

describe('the content language of a new document', () => {
  it('sends a create view without a locale to the default language, keeping its query', () => {
    expect(newDocumentLocale(['collections', 'posts', 'create'], {})).toBe(
      '/admin/collections/posts/create?locale=en',
    )
    expect(newDocumentLocale(['collections', 'posts', 'create'], { a: ['1', '2'] })).toBe(
      '/admin/collections/posts/create?a=1&a=2&locale=en',
    )
  })

  it('leaves a chosen locale and every other view alone', () => {
    expect(newDocumentLocale(['collections', 'posts', 'create'], { locale: 'ua' })).toBeNull()
    expect(newDocumentLocale(['collections', 'posts', '12'], {})).toBeNull()
    expect(newDocumentLocale(['collections', 'posts'], {})).toBeNull()
    expect(newDocumentLocale(['globals', 'home-page'], {})).toBeNull()
    expect(newDocumentLocale(undefined, {})).toBeNull()
  })
})
