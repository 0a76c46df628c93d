import type { AsyncLocalStorage } from 'node:async_hooks'

import { describe, expect, it } from 'vitest'

import { processState } from '@/lib/process-state'

import { contentGeneration } from './generation'

// Without REDIS_URL: the handler keeps entries in this process's memory.
delete process.env.REDIS_URL
const { default: PageCacheHandler } = await import('./page-cache-handler.mjs')
/** The store the production server sets around each request (src/server/layers/next.ts). */
const requestStarts = processState('cache.request-starts', (): AsyncLocalStorage<number> => {
  throw new Error('the handler creates it when loaded')
})

type Context = ConstructorParameters<typeof PageCacheHandler>[0]
// Next hands the handler more than this; the memory-only handler reads none of it.
const handler = new PageCacheHandler({ buildId: 'test' } as unknown as Context)
/** The body of the entry stored under `key`, if any. */
const stored = async (key: string) =>
  ((await handler.get(key))?.value as { data?: { body?: string } } | undefined)?.data?.body
const entry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: 'https://example.com/' },
  revalidate: 3600,
})
const context = { fetchCache: true, tags: ['content:posts'], revalidate: 3600 }
let n = 0

describe('page cache handler', () => {
  it('stores what a request begun after the latest revalidation rendered', async () => {
    const key = `key-${n++}`
    await handler.revalidateTag('content:posts')
    await new Promise((resolve) => setTimeout(resolve, 5))
    await requestStarts.run(Date.now(), () => handler.set(key, entry('new'), context))
    expect(await stored(key)).toBe('new')
  })

  it('does not store what a request begun before a revalidation rendered', async () => {
    const key = `key-${n++}`
    await requestStarts.run(Date.now(), async () => {
      // The render reads the old content, an editor saves meanwhile, the render ends.
      await new Promise((resolve) => setTimeout(resolve, 5))
      await handler.revalidateTag('content:posts')
      await handler.set(key, entry('old'), context)
    })
    expect(await handler.get(key)).toBeNull()
  })

  it('stores what is set outside a request (Next at start-up, a build)', async () => {
    const key = `key-${n++}`
    await handler.revalidateTag('content:posts')
    await handler.set(key, entry('outside'), context)
    expect(await stored(key)).toBe('outside')
  })

  it('moves the content generation on after each revalidation, which the server reads', async () => {
    await handler.get('configured')
    const before = await contentGeneration()
    expect(before).not.toBeNull()
    await handler.revalidateTag('content:posts')
    const after = await contentGeneration()
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
  })
})
