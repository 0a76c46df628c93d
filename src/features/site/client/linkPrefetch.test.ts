import { describe, expect, it } from 'vitest'

import { prefetchAllowed, prefetchIdleMs } from './linkPrefetch'

describe('link prefetch', () => {
  it('waits 2,000 ms and skips 2g connections and Save-Data', () => {
    expect(prefetchIdleMs).toBe(2000)
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
