import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'

const { newPage } = browserForSuite()
const gtmScript = 'script[src*="googletagmanager.com/gtm.js"]'

type DataLayerEvent = { event?: string; page_path?: string; 0?: string; 1?: string }
const dataLayer = (page: import('playwright-core').Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => ({
        ...(e as object),
      })) as DataLayerEvent[],
  )

describe('cookie notice and consent', () => {
  it('shows on every page until accepted, then stores consent for 365 days and starts analytics', async () => {
    const page = await newPage()
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/en/business')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await notice.waitFor()
    expect(
      await notice.evaluate(
        (el) => getComputedStyle(el).position + ' ' + getComputedStyle(el).zIndex,
      ),
    ).toBe('fixed 99')
    expect(
      await notice.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href'),
    ).toBe('/en/privacy-policy')

    // Nothing third-party before consent.
    expect(await page.locator(gtmScript).count()).toBe(0)
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([])
    expect(await dataLayer(page)).toEqual([])

    // Still there on the next page.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'News' })
      .click()
    await page.waitForURL('**/en/news')
    await notice.waitFor()

    await notice.getByRole('button', { name: 'Accept' }).click()
    await notice.waitFor({ state: 'detached' })
    const consent = (await page.context().cookies()).find(
      (c) => c.name === 'permissionToUseCookies',
    )
    expect(consent?.value).toBe('true')
    expect(consent?.path).toBe('/')
    expect(consent?.sameSite).toBe('Lax')
    const days = (consent!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    await page.locator(gtmScript).waitFor({ state: 'attached' })
    const events = await dataLayer(page)
    const consentCalls = events.filter((e) => e[0] === 'consent')
    expect(consentCalls.map((e) => e[1])).toEqual(['default', 'update'])

    // A returning visitor with consent sees no notice.
    await page.reload()
    await page.locator(gtmScript).waitFor({ state: 'attached' })
    expect(await notice.count()).toBe(0)
  })

  it('loads no analytics when Do Not Track is on, even with consent', async () => {
    const page = await newPage({ consent: true, extraHTTPHeaders: { DNT: '1' } })
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    )
    await page.goto('/en')
    // The notice in the page's HTML goes once hydrated, when the stored consent has been read and
    // Do Not Track has kept analytics off.
    await page.locator('.cookie-notice').waitFor({ state: 'detached' })
    expect(await page.locator(gtmScript).count()).toBe(0)
    expect(await dataLayer(page)).toEqual([])
  })
})

describe('page-view events', () => {
  it('are pushed to the data layer about 250 ms after each route change', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en')
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (e) => e.event === 'page_view',
      ),
    )
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop' })
      .click()
    await page.waitForURL('**/en/shop')
    const clickedAt = Date.now()
    await page.waitForFunction(() =>
      (
        (window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ??
        []
      ).some((e) => e.event === 'page_view' && e.page_path === '/en/shop'),
    )
    expect(Date.now() - clickedAt).toBeLessThan(3000)
    const views = (await dataLayer(page))
      .filter((e) => e.event === 'page_view')
      .map((e) => e.page_path)
    expect(views).toEqual(['/en', '/en/shop'])
  })
})

describe('language switcher', () => {
  it('offers the dictionary languages, keeps the page and stores the choice for 365 days', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en/about-us')
    const switcher = page.locator('details.language-switcher')
    await switcher.locator('summary').click()
    const labels = await switcher.getByRole('link').allInnerTexts()
    expect(labels).toEqual(['EN', 'EN (MY)', 'PT', 'UA'])
    expect(
      await switcher.getByRole('link', { name: 'EN', exact: true }).getAttribute('aria-current'),
    ).toBe('true')
    await switcher.getByRole('link', { name: 'UA' }).click()
    await page.waitForURL('**/ua/about-us')
    expect(await page.locator('html').getAttribute('lang')).toBe('uk')
    expect(await page.locator('h1').innerText()).toBe('Про нас')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('ua')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364)
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForURL('**/ua')
  })

  it('replaces an earlier choice', async () => {
    const page = await newPage({ consent: true, locale: 'uk-UA' })
    await page.goto('/')
    await page.waitForURL('**/ua')
    await page.locator('details.language-switcher summary').click()
    await page.locator('details.language-switcher').getByRole('link', { name: 'EN (MY)' }).click()
    await page.waitForURL('**/my')
    expect(await page.locator('html').getAttribute('lang')).toBe('en-MY')
    await page.goto('/')
    await page.waitForURL('**/my')
  })
})

describe('navigation', () => {
  it('is keyboard-usable: skip link, main navigation, current page marked', async () => {
    const page = await newPage({ consent: true, viewport: { width: 1280, height: 800 } })
    await page.goto('/en/contact')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    const current = page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('a[aria-current="page"]')
    expect(await current.innerText()).toBe('Contact')
  })

  it('has a menu button on small screens', async () => {
    const page = await newPage({ consent: true, viewport: { width: 375, height: 740 } })
    await page.goto('/pt')
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const mainNav = page.locator('.site-nav__panel nav')
    expect(await mainNav.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await mainNav.isVisible()).toBe(true)
    await page.locator('.site-nav__panel').getByRole('link').first().click()
    await page.waitForURL('**/pt/business')
    await page.locator('.site-nav__toggle[aria-expanded="false"]').waitFor()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  })

  it('scrolls to the top on navigation and restores the position on back', async () => {
    const page = await newPage({ consent: true, viewport: { width: 1280, height: 500 } })
    await page.goto('/en/business')
    // The site's own scroll restoration has taken over from the browser's...
    await page.waitForFunction(() => history.scrollRestoration === 'manual')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // ...and has stored the position to come back to.
    await page.waitForFunction(
      () =>
        sessionStorage.getItem(`scroll:${location.pathname}${location.search}`) ===
        String(Math.round(window.scrollY)),
    )
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(100)
    // A DOM click, so Playwright does not scroll the link into view first: the position to come
    // back to is exactly where the visitor was.
    await page
      .locator('footer')
      .getByRole('link', { name: 'Privacy policy' })
      .evaluate((link: HTMLElement) => link.click())
    await page.waitForURL('**/en/privacy-policy')
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goBack()
    await page.waitForURL('**/en/business')
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before)
  })
})

describe('not found in the browser', () => {
  it('an unknown id shows the translated message with a link home', async () => {
    const page = await newPage({ consent: true })
    const response = await page.goto('/pt/shop/ev/999999')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Voltar à página inicial' }).click()
    await page.waitForURL('**/pt')
  })
})
