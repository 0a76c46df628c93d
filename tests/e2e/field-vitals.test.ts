import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { happens } from '../support/wait'

import { browserForSuite } from './browser'
import { get } from './http'

const { newPage } = browserForSuite()

/** A script of the site that carries web-vitals (its observers' entry type names it). */
const isVitalsCode = async (response: Response) =>
  response.url().includes('/_next/static/') &&
  response.url().endsWith('.js') &&
  (await response.text().catch(() => '')).includes('largest-contentful-paint')

type Beacon = { path: string; device: string; connection: string; metrics: Record<string, number> }

/** Every beacon the page sends. */
function watchBeacons(page: Page) {
  const beacons: Beacon[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/vitals')
      beacons.push(JSON.parse(request.postData() ?? '{}') as Beacon)
  })
  return beacons
}

/** The reporter's chunk on this page: its script arrived and ran (the page's next task). */
async function reporterRunning(page: Page) {
  const chunk = await page.waitForResponse(isVitalsCode)
  await chunk.finished()
  await page.evaluate(() => new Promise((ran) => setTimeout(ran)))
}

/** `site_web_vitals_count` of one metric, page type and locale (any device), from /metrics. */
async function counted(metric: string, page: string, locale: string): Promise<number> {
  const text = await (await get('/metrics')).text()
  const prefix = `site_web_vitals_count{metric="${metric}",page="${page}",locale="${locale}",`
  return text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}

const pages = [
  { path: '/en/business', page: 'business', locale: 'en' },
  { path: '/pt/shop', page: 'shop', locale: 'pt' },
  { path: '/ua/news', page: 'news', locale: 'ua' },
]

describe('Web Vitals of real visits', () => {
  it('with consent: one beacon per page when the visitor leaves it, counted in /metrics', async () => {
    const countsOf = (metric: string) =>
      Promise.all(pages.map((p) => counted(metric, p.page, p.locale)))
    const before = {
      ttfb: await countsOf('TTFB'),
      lcp: await countsOf('LCP'),
      cls: await countsOf('CLS'),
    }
    const page = await newPage()
    const beacons = watchBeacons(page)
    // The first page: consent given on it, in the notice; the reporter loads then.
    await page.goto(pages[0]!.path)
    const reporter = reporterRunning(page)
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Accept' })
      .click()
    await reporter
    for (const next of pages.slice(1)) {
      const loaded = reporterRunning(page)
      await page.goto(next.path)
      await loaded
    }
    await page.goto('about:blank')

    // Counted once per page, each with its paint, its shifts and its first byte (the site counts a
    // beacon only when every field is in bounds).
    const counts = () =>
      Promise.all(
        ['TTFB', 'LCP', 'CLS'].flatMap((metric) =>
          pages.map((p) => counted(metric, p.page, p.locale)),
        ),
      )
    await expect
      .poll(counts, { timeout: 15_000 })
      .toEqual([...before.ttfb, ...before.lcp, ...before.cls].map((n) => n + 1))
    // What Chromium lets the page's observers see of beacons sent while it unloads (not always
    // all of them): nothing but the listed fields, the page loaded as its path.
    for (const beacon of beacons) {
      expect(Object.keys(beacon).sort()).toEqual(['connection', 'device', 'metrics', 'path'])
      expect(pages.map((p) => p.path)).toContain(beacon.path)
      expect(beacon.device).toBe('desktop')
    }
    expect(beacons.length).toBeLessThanOrEqual(3)
  })

  for (const [name, setUp] of [
    ['without consent', async (page: Page) => void page] as const,
    [
      'with consent and Do Not Track',
      async (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
        ),
    ] as const,
    [
      'with consent and Global Privacy Control',
      async (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        ),
    ] as const,
  ]) {
    it(`${name}: no web-vitals code loads and nothing is sent`, async () => {
      const page = await newPage({ consent: name !== 'without consent' })
      await setUp(page)
      const beacons = watchBeacons(page)
      // Watched from before the page loads until well after it has hydrated.
      const vitalsCode = happens(page.waitForResponse(isVitalsCode, { timeout: 10_000 }))
      await page.goto('/en/business')
      // Hydrated: the site's behaviours marked the device, and the notice read the choice, where
      // the reporter would start.
      await page.locator('html[data-device]').waitFor({ state: 'attached' })
      expect(await vitalsCode).toBe(false)
      await page.goto('/pt/shop')
      await page.goto('about:blank')
      expect(await happens(page.waitForRequest('**/api/v1/vitals', { timeout: 2_000 }))).toBe(false)
      expect(beacons).toEqual([])
    })
  }
})
