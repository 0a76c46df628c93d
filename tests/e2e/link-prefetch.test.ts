import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { happens } from '../support/wait'
import { browserForSuite } from './browser'

/**
 * Links prefetch their pages only after 2,000 ms of quiet, and never on 2g or with Save-Data.
 * A prefetch is the router's RSC request marked `Next-Router-Prefetch`.
 */
const { newPage } = browserForSuite()

const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch'])

/**
 * Opens `path` and answers when each prefetch came after the start of the navigation (ms), as soon
 * as the first has come; empty if none has come `windowMs` after the start.
 */
async function prefetchTimes(page: Page, path: string, windowMs: number): Promise<number[]> {
  const times: number[] = []
  const start = Date.now()
  page.on('request', (request) => {
    if (isPrefetch(request)) times.push(Date.now() - start)
  })
  const first = page.waitForRequest(isPrefetch, { timeout: windowMs })
  await page.goto(path)
  await happens(first)
  return times
}

/**
 * Chromium reports no Network Information by default here: give the page the connection to test.
 */
const connection = (value: { saveData: boolean; effectiveType: string }) => (page: Page) =>
  page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
    })
  }, value)

describe('link prefetching', () => {
  it('prefetches nothing in the first 2 s, then the links in view', async () => {
    const page = await newPage({ consent: true })
    const times = await prefetchTimes(page, '/en/shop', 15_000)
    expect(times.filter((t) => t < 2000)).toEqual([])
    expect(times.length).toBeGreaterThan(0)
  })

  it('prefetches nothing at all with Save-Data', async () => {
    const page = await newPage({ consent: true, extraHTTPHeaders: { 'Save-Data': 'on' } })
    await connection({ saveData: true, effectiveType: '4g' })(page)
    // A duration, not a condition: three times the quiet period passes without a prefetch.
    expect(await prefetchTimes(page, '/en/shop', 6000)).toEqual([])
  })

  it('prefetches nothing at all on 2g', async () => {
    const page = await newPage({ consent: true })
    await connection({ saveData: false, effectiveType: '2g' })(page)
    // A duration, not a condition: three times the quiet period passes without a prefetch.
    expect(await prefetchTimes(page, '/en/news', 6000)).toEqual([])
  })
})

describe('site links', () => {
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  const sameDocument = (page: Page) =>
    page.evaluate(() => Boolean((window as unknown as { __sameDocument?: boolean }).__sameDocument))
  // The site's behaviours (navigation among them) are installed in one go, the device mark first.
  const behavioursReady = (page: Page) =>
    page.waitForSelector('html[data-device]', { state: 'attached' })

  it('are plain anchors that navigate in the same document; the links of the page reached prefetch too', async () => {
    const page = await newPage({ consent: true })
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'])
        prefetched.push(new URL(request.url()).pathname)
    })
    await page.goto('/en/news')
    const shopLink = page.locator('header nav a[href="/en/shop"]')
    expect(await shopLink.getAttribute('data-nav')).toBe('')
    await behavioursReady(page)
    await markDocument(page)
    await shopLink.click()
    await page.waitForURL('**/en/shop')
    expect(await sameDocument(page)).toBe(true)
    expect(await shopLink.getAttribute('aria-current')).toBe('page')
    // The shop's category tiles were not in the first document: they register once they appear.
    await expect
      .poll(() => prefetched.some((path) => /^\/en\/shop\/[a-z]/.test(path)), { timeout: 10_000 })
      .toBe(true)
  })

  it('show the loading bar while a slow navigation is on its way, and hide it once the page is there', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en/news')
    await behavioursReady(page)
    // The shop's answer to the router is held back for a second: long enough for the bar to show.
    await page.route('**/en/shop?_rsc=*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    const bar = page.locator('.loading-bar')
    expect(await bar.getAttribute('data-state')).toBe('idle')
    await page.locator('header nav a[href="/en/shop"]').click()
    await expect.poll(() => bar.getAttribute('data-state')).toBe('running')
    await page.waitForURL('**/en/shop')
    await expect.poll(() => bar.getAttribute('data-state'), { timeout: 5000 }).toBe('idle')
  })

  it('leave modified clicks and other anchors to the browser', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en/news')
    await behavioursReady(page)
    expect(await page.locator('main a[href$="/rss.xml"]').getAttribute('data-nav')).toBeNull()
    await markDocument(page)
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('header nav a[href="/en/shop"]').click({ modifiers: ['Shift'] }),
    ])
    await popup.waitForLoadState()
    expect(new URL(popup.url()).pathname).toBe('/en/shop')
    expect(new URL(page.url()).pathname).toBe('/en/news')
    // An anchor without the mark (as in an article's rich text) is an ordinary page load.
    await page.evaluate(() => {
      const anchor = Object.assign(document.createElement('a'), {
        href: '/en/shop',
        id: 'plain-link',
        textContent: 'Shop',
      })
      document.querySelector('main')!.prepend(anchor)
    })
    await page.locator('#plain-link').click()
    await page.waitForURL('**/en/shop')
    await page.waitForLoadState()
    expect(await sameDocument(page)).toBe(false)
  })
})
