import { describe, expect, it } from 'vitest'

import { freshStart } from '../../tests/support/fresh-start'

import { processState } from './process-state'

describe('process state', () => {
  it('is one object per name for every caller, the first creating it', () => {
    const first = processState('test.counter', () => ({ count: 0 }))
    first.count++
    expect(processState('test.counter', () => ({ count: 100 })).count).toBe(1)
  })

  it('is cleared by the fresh start of a test file, the page cache handler’s too, which the next file configures anew', async () => {
    // The handler in memory, not in a Redis the environment may name.
    const useHandler = async () => {
      delete process.env.REDIS_URL
      const { default: PageCacheHandler } = await import('./cache/page-cache-handler.mjs')
      type Context = ConstructorParameters<typeof PageCacheHandler>[0]
      await new PageCacheHandler({} as unknown as Context).get('any key')
    }
    const { contentGeneration } = await import('./cache/generation')
    await useHandler()
    expect(await contentGeneration()).not.toBeNull()
    processState('test.counter', () => ({ count: 0 })).count = 5
    freshStart()
    const symbols = Object.getOwnPropertySymbols(globalThis)
    expect(symbols.filter((key) => key.description?.startsWith('voltra.'))).toEqual([])
    expect(processState('test.counter', () => ({ count: 0 })).count).toBe(0)
    expect(await contentGeneration()).toBeNull()
    await useHandler()
    expect(await contentGeneration()).not.toBeNull()
  })
})
