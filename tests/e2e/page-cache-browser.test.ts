import { describe, expect, it } from 'vitest'

import { baseURL, browserForSuite } from './browser'
import { get } from './http'

/**
 * Cached pages in Chromium: no CSP violation after client-side navigation and a locale switch, and
 * uploaded pictures shown at an address other than SITE_URL.
 */
const { newPage } = browserForSuite()

describe('page cache in Chromium', () => {
  it('reports no CSP violation on cached pages, after client-side navigation and after a locale switch', async () => {
    const page = await newPage({ consent: true })
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations =
        [])
      // What the policy blocked; Trusted Types are reported only (the tag manager's loader is).
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.disposition === 'enforce')
          seen.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const console: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(message.text())
    })
    await get('/en/business')
    await page.goto('/en/business')
    await page.goto('/en')
    await page.locator('header nav').getByRole('link').filter({ hasText: /news/i }).first().click()
    await page.waitForURL('**/en/news')
    await page.locator('details.language-switcher summary').click()
    await page.locator('details.language-switcher').getByRole('link', { name: 'PT' }).click()
    await page.waitForURL('**/pt/news')
    await page.reload()
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )
    expect(violations).toEqual([])
    expect(console).toEqual([])
  })
})

describe('an address other than SITE_URL', () => {
  it('shows uploaded pictures (shop slides, products) with no CSP violation: media URLs are root-relative', async () => {
    // The test server's SITE_URL names 127.0.0.1; the same server reached as localhost must work
    // alike.
    const other = baseURL().replace('127.0.0.1', 'localhost')
    const page = await newPage({ consent: true, baseURL: other })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const path of ['/en/shop', '/en/shop/chargers']) {
      await page.goto(`${other}${path}`)
      const images = page.locator('main img')
      expect(await images.count(), path).toBeGreaterThan(0)
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img:not([loading="lazy"])')].every(
          (img) => img.complete,
        ),
      )
      const broken = await page.$$eval('main img', (list) =>
        (list as HTMLImageElement[])
          .filter((img) => img.naturalWidth === 0 && img.getAttribute('loading') !== 'lazy')
          .map((img) => img.currentSrc),
      )
      expect(broken, path).toEqual([])
      const sources = await page.$$eval('main img', (list) =>
        list.map((img) => img.getAttribute('src') ?? ''),
      )
      for (const src of sources) expect(src, path).not.toMatch(/^https?:/)
    }
    expect(violations).toEqual([])
  })
})
