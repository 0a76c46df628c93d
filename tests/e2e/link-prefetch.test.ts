import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'

/**
 * Links prefetch their pages only after 2,000 ms of quiet, and never on 2g or with Save-Data.
 * A prefetch is the router's RSC request marked `Next-Router-Prefetch`.
 */
const { newPage } = browserForSuite()

async function prefetchTimes(page: Page, path: string, waitMs: number): Promise<number[]> {
  const times: number[] = []
  let start = 0
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) times.push(Date.now() - start)
  })
  start = Date.now()
  await page.goto(path)
  await page.waitForTimeout(waitMs)
  return times
}

/** Chromium reports no Network Information by default here: give the page the connection to test. */
const connection = (value: { saveData: boolean; effectiveType: string }) => (page: Page) =>
  page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }) })
  }, value)

describe('link prefetching', () => {
  it('prefetches nothing in the first 2 s, then the links in view', async () => {
    const page = await newPage({ consent: true })
    const times = await prefetchTimes(page, '/en/shop', 5000)
    expect(times.filter((t) => t < 2000)).toEqual([])
    expect(times.length).toBeGreaterThan(0)
  })

  it('prefetches nothing at all with Save-Data', async () => {
    const page = await newPage({ consent: true, extraHTTPHeaders: { 'Save-Data': 'on' } })
    await connection({ saveData: true, effectiveType: '4g' })(page)
    expect(await prefetchTimes(page, '/en/shop', 5000)).toEqual([])
  })

  it('prefetches nothing at all on 2g', async () => {
    const page = await newPage({ consent: true })
    await connection({ saveData: false, effectiveType: '2g' })(page)
    expect(await prefetchTimes(page, '/en/news', 5000)).toEqual([])
  })
})
