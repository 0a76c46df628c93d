import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { baseURL, browserForSuite } from './browser'

/**
 * The driver-app buttons follow the device, decided in the browser; the page is the same for
 * everyone.
 */
const { newPage } = browserForSuite()

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

/** How many elements of each kind are visible on the page. */
async function visible(page: Page) {
  const count = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll(
        (els) =>
          els.filter(
            (el) =>
              (el as HTMLElement).offsetParent !== null ||
              getComputedStyle(el).position === 'fixed',
          ).length,
      )
  return {
    appStore: await count('[data-app-store="appStore"]'),
    googlePlay: await count('[data-app-store="googlePlay"]'),
    qr: await count('[data-app-qr]'),
  }
}

describe('driver-app buttons by device', () => {
  it('iPhone: App Store only', async () => {
    const page = await newPage({
      consent: true,
      userAgent: iphone,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    await page.goto('/en/ev-drivers')
    await page.locator('html[data-device="ios"]').waitFor({ state: 'attached' })
    const seen = await visible(page)
    expect(seen.appStore).toBeGreaterThan(0)
    expect(seen).toMatchObject({ googlePlay: 0, qr: 0 })
  })

  it('Android: Google Play only', async () => {
    const page = await newPage({
      consent: true,
      userAgent: android,
      viewport: { width: 412, height: 915 },
      hasTouch: true,
      isMobile: true,
    })
    await page.goto('/en/invite-friend')
    await page.locator('html[data-device="android"]').waitFor({ state: 'attached' })
    const seen = await visible(page)
    expect(seen.googlePlay).toBeGreaterThan(0)
    expect(seen).toMatchObject({ appStore: 0, qr: 0 })
  })

  it('paints only the phone’s own store, before any script of the page has run', async () => {
    for (const [userAgent, kept, hidden] of [
      [android, 'googlePlay', 'appStore'],
      [iphone, 'appStore', 'googlePlay'],
    ] as const) {
      const page = await newPage({
        consent: true,
        userAgent,
        viewport: { width: 412, height: 823 },
        hasTouch: true,
        isMobile: true,
      })
      // Nothing hydrates: what shows is what the first paint showed.
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      await page.goto('/en/ev-drivers')
      const seen = await visible(page)
      expect(seen[kept], userAgent).toBeGreaterThan(0)
      expect(seen[hidden], userAgent).toBe(0)
    }
  })

  it('desktop: both stores and a QR code that leads to the store of the phone scanning it', async () => {
    const page = await newPage({ consent: true, userAgent: desktop })
    await page.goto('/en/ev-drivers')
    await page.locator('html[data-device="desktop"]').waitFor({ state: 'attached' })
    const seen = await visible(page)
    expect(seen.appStore).toBeGreaterThan(0)
    expect(seen.googlePlay).toBeGreaterThan(0)
    expect(seen.qr).toBe(1)
    expect(await page.locator('[data-app-qr] svg').count()).toBe(1)
    const open = (userAgent: string) =>
      fetch(new URL('/api/v1/app?locale=pt', baseURL()), {
        redirect: 'manual',
        headers: { 'user-agent': userAgent },
      })
    expect((await open(iphone)).headers.get('location')).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect((await open(android)).headers.get('location')).toMatch(/^https:\/\/play\.google\.com\//)
    expect((await open(desktop)).headers.get('location')).toMatch(/\/pt\/ev-drivers$/)
  })

  it('without JavaScript: both stores (the device is unknown), no QR code', async () => {
    const page = await newPage({ consent: true, userAgent: iphone, javaScriptEnabled: false })
    await page.goto('/en/ev-drivers')
    const seen = await visible(page)
    expect(seen.appStore).toBeGreaterThan(0)
    expect(seen.googlePlay).toBeGreaterThan(0)
    expect(seen.qr).toBe(0)
  })
})
