import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { browserForSuite, hydratedForm } from './browser'
import { get, getHtml } from './http'

const browser = browserForSuite()

/** The names of the models the page shows (not hidden by the search). */
const shown = (page: Page) =>
  page
    .locator('[data-model]:not([hidden])')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-model')!))

describe('hardware compatibility', () => {
  it('lists models of at least 40 manufacturers, in the sitemap, with structured data', async () => {
    const { html } = await getHtml('/en/business/hardware')
    const manufacturers = new Set(
      html
        .querySelectorAll('[data-model]')
        .map((i) => i.querySelector('h3')!.text.trim().split(' ')[0]),
    )
    expect(manufacturers.size).toBeGreaterThanOrEqual(40)
    const list = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as { '@type': string; numberOfItems?: number })
      .find((d) => d['@type'] === 'ItemList')
    expect(list?.numberOfItems).toBe(html.querySelectorAll('[data-model]').length)
    const sitemap = await (await get('/sitemaps/pages.xml')).text()
    expect(sitemap).toContain('/ua/business/hardware</loc>')
  })

  it('without JavaScript: the search and the filters are a GET form', async () => {
    const page = await browser.newPage({ consent: true, javaScriptEnabled: false })
    await page.goto('/en/business/hardware')
    await page.getByLabel('Manufacturer or model').fill('terra')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\?q=terra/)
    const terra = await shown(page)
    expect(terra.length).toBeGreaterThanOrEqual(3)
    expect(terra.every((m) => /terra/i.test(m))).toBe(true)
    expect(await page.locator('[data-count]').textContent()).toBe(`Models shown: ${terra.length}`)

    await page.getByLabel('OCPP version').selectOption('2.0.1')
    await page.getByLabel('Power').selectOption('from100')
    await page.getByLabel('Manufacturer or model').fill('')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/ocpp=2\.0\.1&power=from100/)
    const modern = page.locator('[data-model]:not([hidden])')
    expect(await modern.count()).toBeGreaterThan(0)
    for (const text of await modern.allTextContents())
      expect(text).toMatch(/OCPP 2\.0\.1: (works|certified)/)
  })

  it('with JavaScript: results follow the typing; "Not listed? Ask us" fills the lead form in', async () => {
    const page = await browser.newPage({ consent: true })
    await page.goto('/en/business/hardware')
    await page.waitForSelector('[data-enhance="hardware-search"][data-enhanced]')
    const search = page.getByLabel('Manufacturer or model')
    await search.pressSequentially('alfen')
    await expect.poll(async () => (await shown(page)).length).toBe(2)
    expect((await shown(page)).every((m) => m.startsWith('Alfen'))).toBe(true)
    expect(new URL(page.url()).search).toBe('?q=alfen')
    await expect.poll(() => page.locator('[data-count]').textContent()).toBe('Models shown: 2')

    await search.fill('Acme Volt X1')
    await search.dispatchEvent('input')
    await page.getByText('No model matches your search.').waitFor()
    await page.getByRole('link', { name: 'Not listed? Ask us' }).click()
    await page.waitForURL(/ask=1/)
    const form = await hydratedForm(page, 'lead')
    expect(await form.locator('[name="interest"]').inputValue()).toBe('migrate_charging_network')
    expect(await form.locator('[name="chargersTypes"]').inputValue()).toBe('Acme Volt X1')
  })
})
