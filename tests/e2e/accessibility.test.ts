import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { browserForSuite, whenHydrated } from './browser'
import { get, getHtml } from './http'

const { newPage } = browserForSuite()

/** Clicks once React has hydrated the element (a click before does nothing), then waits for `done`. */
async function clickHydrated(page: Page, selector: string, done: () => Promise<boolean>) {
  await whenHydrated(page, selector)
  await page.locator(selector).click()
  await expect.poll(done).toBe(true)
}

const activeIn = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector)

describe('mobile menu', () => {
  it('keeps focus inside while open; Esc closes it and returns focus to its button', async () => {
    const page = await newPage({ consent: true, viewport: { width: 375, height: 800 } })
    await page.goto('/en/business')
    const toggle = page.locator('.site-nav__toggle')
    await clickHydrated(
      page,
      '.site-nav__toggle',
      async () => (await toggle.getAttribute('aria-expanded')) === 'true',
    )
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop' })
      .waitFor()
    const visited = new Set<string>()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await activeIn(page, '.site-nav'), `Tab #${i + 1}`).toBe(true)
      visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ''))
    }
    expect(visited.size).toBe(8) // the button and the seven links, round and round
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await activeIn(page, '.site-nav'), `Shift+Tab #${i + 1}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('site-nav__toggle')),
    ).toBe(true)
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false)
    // Closed, Tab leaves the header again.
    await page.keyboard.press('Tab')
    expect(await activeIn(page, '.site-nav')).toBe(false)
  })
})

describe('language switcher', () => {
  it('closes on Esc and returns focus to its button', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en/about-us')
    const details = page.locator('details.language-switcher')
    await page.locator('details.language-switcher summary').click()
    expect(await details.getAttribute('open')).not.toBeNull()
    await page.locator('details.language-switcher a[hreflang="pt"]').focus()
    // Esc is handled once the page has hydrated; until then it does nothing, so retry.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape')
        return (await details.getAttribute('open')) === null
      })
      .toBe(true)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
  })

  it.each(['/pay/prepay', '/session'])('keeps the path and query on %s', async (path) => {
    const page = await newPage({ consent: true })
    const query = '?id=NO-SUCH-STATION&connector=1'
    await page.goto(`/en${path}${query}`)
    expect(new URL(page.url()).pathname).toBe(`/en${path}`)
    await page.locator('details.language-switcher summary').click()
    const ua = page.locator('details.language-switcher a[hreflang="uk"]')
    await page.waitForFunction(() =>
      document
        .querySelector('details.language-switcher a[hreflang="uk"]')
        ?.getAttribute('href')
        ?.includes('?'),
    )
    expect(await ua.getAttribute('href')).toBe(`/ua${path}${query}`)
    await ua.click()
    await page.waitForURL(`**/ua${path}${query}`)
    expect(await page.locator('html').getAttribute('lang')).toBe('uk')
  })
})

describe('headings and live regions', () => {
  const levels = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((h) => (h as HTMLElement).offsetParent !== null)
        .map((h) => Number(h.tagName[1])),
    )
  const skips = (list: number[]) => list.filter((level, i) => i > 0 && level > list[i - 1]! + 1)

  it('shop category pages go from h1 to h2, never skipping a level', async () => {
    const page = await newPage({ consent: true })
    for (const path of [
      '/en/shop',
      '/en/shop/chargers',
      '/ua/shop/accessories',
      '/my/shop/souvenirs',
    ]) {
      await page.goto(path)
      const list = await levels(page)
      expect(list[0], path).toBe(1)
      expect(skips(list), `${path}: ${list.join(' ')}`).toEqual([])
    }
  })

  it('the news search page has its h1 in the first paint, even without JavaScript', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const page = await newPage({ consent: true, javaScriptEnabled })
      for (const path of [
        '/en/news/search',
        '/en/news/search?q=roaming',
        '/ua/news/search?q=роумінг',
      ]) {
        await page.goto(path)
        expect(await page.locator('h1:visible').count(), `${path} js=${javaScriptEnabled}`).toBe(1)
        expect(await page.locator('h1:visible').innerText()).toMatch(/Search news|Пошук/)
      }
    }
  })

  it('the news search page sends its h1 before the streamed results (outside any Suspense boundary)', async () => {
    for (const path of ['/en/news/search', '/en/news/search?q=roaming']) {
      const html = await (await get(path)).text()
      const main = html.slice(html.indexOf('<main'))
      const h1 = main.indexOf('<h1')
      // React marks a Suspense boundary with <!--$--> (or <!--$?--> while it streams); the loading
      // state of the results is one. A slow search must not hold back the page's heading.
      const boundary = main.search(/<!--\$\??-->/)
      expect(h1, path).toBeGreaterThan(0)
      expect(boundary, path).toBeGreaterThan(h1)
    }
  })

  it('announces the result count in a live region that is not the heading', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en/news/search?q=roaming')
    const heading = page.locator('#news-search-results')
    expect(await heading.evaluate((el) => el.tagName)).toBe('H2')
    expect(await heading.getAttribute('role')).toBeNull()
    const status = page.locator('main [role="status"]', { hasText: 'Articles found for “roaming”' })
    expect(await status.count()).toBe(1)
    expect(await status.evaluate((el) => /^H\d$/.test(el.tagName))).toBe(false)
  })

  it('phone inputs ask for autocomplete="tel"', async () => {
    for (const path of ['/en/delete-account', '/en/form', '/ua/delete-account']) {
      const { html } = await getHtml(path)
      const phones = html.querySelectorAll('input[type="tel"]')
      expect(phones.length, path).toBeGreaterThan(0)
      for (const input of phones) expect(input.getAttribute('autocomplete'), path).toBe('tel')
    }
  })
})

type Item = { kind: 'station' | 'cluster'; id: string; appOnly?: boolean }
type Detail = {
  details?: { currency: string; evses: { connectors: { tariffPerKwh: number | null }[] }[] }
}

/** A Kyiv station (prices in hryvnias) with a tariff shown in its panel. */
async function kyivStationWithTariff(): Promise<string> {
  const list = (await (
    await get('/api/v1/stations?bbox=30.45,50.40,30.62,50.50&zoom=14')
  ).json()) as { items: Item[] }
  for (const item of list.items.filter((i) => i.kind === 'station' && !i.appOnly)) {
    const detail = (await (
      await get(`/api/v1/stations/${encodeURIComponent(item.id)}`)
    ).json()) as Detail
    if (
      detail.details?.currency === 'UAH' &&
      detail.details.evses.some((e) => e.connectors.some((c) => (c.tariffPerKwh ?? 0) > 0))
    )
      return item.id
  }
  throw new Error('No Kyiv station with a tariff')
}

describe('hydration', () => {
  it('/ua/location/{id} hydrates without errors (prices read the same on server and browser)', async () => {
    const id = await kyivStationWithTariff()
    const page = await newPage({ consent: true })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`/ua/location/${encodeURIComponent(id)}`)
    const panel = page.locator(`aside[data-station-id="${id}"]`)
    await panel.waitFor()
    await page.locator('[data-testid="map"][data-ready="true"]').waitFor()
    // The panel hydrated: a mismatch of its prices would have been reported by then.
    await whenHydrated(page, `aside[data-station-id="${id}"]`)
    expect(await panel.innerText()).toContain('₴')
    expect(errors.filter((e) => /418|hydrat/i.test(e))).toEqual([])
  })
})

describe('cookie notice', () => {
  it('never covers the focused element: tabbing through /en/contact scrolls each one above the notice', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 640 } })
    await page.goto('/en/contact')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await notice.waitFor()
    await page.waitForFunction(
      () => document.documentElement.style.getPropertyValue('--cookie-notice-height') !== '',
    )
    const covered: string[] = []
    let checked = 0
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab')
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        const bar = document.querySelector('.cookie-notice')
        if (!el || el === document.body || !bar) return { done: true }
        if (bar.contains(el)) return { done: true }
        const rect = el.getBoundingClientRect()
        const top = bar.getBoundingClientRect().top
        const name = `${el.tagName.toLowerCase()} ${(el.getAttribute('name') ?? el.textContent ?? '').trim().slice(0, 40)}`
        // Covered: some of it lies under the bar (elements larger than the space above it
        // excepted).
        return {
          done: false,
          name,
          covered: rect.height > 0 && rect.bottom > top + 1 && rect.height < top,
        }
      })
      if (state.done) break
      checked++
      if (state.covered) covered.push(state.name!)
    }
    expect(checked).toBeGreaterThan(15)
    expect(covered).toEqual([])
  })
})
