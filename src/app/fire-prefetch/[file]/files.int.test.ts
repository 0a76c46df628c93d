import { describe, expect, it } from 'vitest'

import { prefetchFileName } from '@/features/content/prefetch'

import { prefetchFiles } from './files'

describe('/fire-prefetch files', () => {
  it('are the shared content’s and the shop’s, and nothing else', () => {
    // The eleven files the app reads: the shared content's nine and the shop's two.
    expect(Object.keys(prefetchFiles).sort()).toEqual(
      [
        'partner-slides',
        'purchase-rules',
        'terms',
        'privacy-policy',
        'public-agreement',
        'testimonials',
        'packages',
        'goods',
        'shop-slides',
        'faq',
        'team',
      ].sort(),
    )
    expect(prefetchFileName('goods.json', prefetchFiles)).toBe('goods')
    expect(prefetchFileName('shop-slides.json', prefetchFiles)).toBe('shop-slides')
    expect(prefetchFileName('team', prefetchFiles)).toBeUndefined()
    expect(prefetchFileName('users.json', prefetchFiles)).toBeUndefined()
    expect(prefetchFileName('__proto__.json', prefetchFiles)).toBeUndefined()
  })
})
