import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { axeViolations } from './axe'
import { browserForSuite, hydratedForm } from './browser'
import { get, getHtml } from './http'

const browser = browserForSuite()

/** The names of the models the page shows. */
const shown = (page: Page) =>
  page
    .locator('[data-results]:not([hidden]) [data-model]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-model')!))

type ItemList = { '@type': string; numberOfItems: number; itemListElement: { item?: object }[] }
const itemListOf = (html: Awaited<ReturnType<typeof getHtml>>['html']) =>
  html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.text) as ItemList)
    .find((d) => d['@type'] === 'ItemList')

type Results = {
  total: number
  page: number
  pages: number
  models: { name: string; spec: string; ocpp: { text: string }[]; works: string }[]
}

describe('hardware compatibility: the plain page and its GET form', () => {
  it('the plain page is an index of 40+ manufacturers with counts, no model in it; in the sitemap', async () => {
    const { html } = await getHtml('/en/business/hardware')
    const body = html.toString()
    const makers = html.querySelectorAll('a[data-maker]')
    expect(makers.length).toBeGreaterThanOrEqual(40)
    const counts = makers.map((a) => Number(/\((\d+)\)$/.exec(a.text.trim())?.[1]))
    const total = Number(/(\d+) models from/.exec(html.text)?.[1])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total)
    expect(total).toBeGreaterThanOrEqual(70)
    expect(makers[0]!.getAttribute('href')).toBe('/en/business/hardware?q=ABB')
    // Only what was asked for: no model and no Product in the shared page.
    expect(html.querySelectorAll('[data-model]')).toHaveLength(0)
    expect(body).not.toContain('Terra 184')
    const list = itemListOf(html)
    expect(list?.numberOfItems).toBe(makers.length)
    expect(list?.itemListElement.some((e) => e.item)).toBe(false)
    // 226 KB when the page held every model; about 81 KB now, the calculator 65 KB.
    expect(Buffer.byteLength(body)).toBeLessThan(100_000)
    const sitemap = await (await get('/sitemaps/pages.xml')).text()
    expect(sitemap).toContain('/ua/business/hardware</loc>')
  })

  it('without JavaScript: the search and the filters are a GET form, the matches come in pages', async () => {
    const page = await browser.newPage({ consent: true, javaScriptEnabled: false })
    await page.goto('/en/business/hardware')
    await page.getByLabel('Manufacturer or model').fill('terra')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\?q=terra/)
    const terra = await shown(page)
    expect(terra.length).toBeGreaterThanOrEqual(3)
    expect(terra.every((m) => /terra/i.test(m))).toBe(true)
    expect(await page.locator('[data-count]').textContent()).toBe(`Models found: ${terra.length}`)
    const { html } = await getHtml(new URL(page.url()).pathname + new URL(page.url()).search)
    const list = itemListOf(html)
    expect(list?.numberOfItems).toBe(terra.length)
    expect(list?.itemListElement.map((e) => (e.item as { name: string }).name)).toEqual(terra)

    await page.getByLabel('OCPP version').selectOption('2.0.1')
    await page.getByLabel('Power').selectOption('from100')
    await page.getByLabel('Manufacturer or model').fill('')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/ocpp=2\.0\.1&power=from100/)
    const modern = page.locator('[data-model]')
    expect(await modern.count()).toBeGreaterThan(0)
    for (const text of await modern.allTextContents())
      expect(text).toMatch(/OCPP 2\.0\.1: (works|certified)/)

    // Most models speak 1.6: twelve a page, the next page through a link.
    await page.goto('/en/business/hardware?ocpp=1.6')
    const first = await shown(page)
    expect(first).toHaveLength(12)
    const pager = page.getByRole('navigation', { name: 'Result pages' })
    expect(await pager.locator('[aria-current="page"]').textContent()).toMatch(/^Page 1 of \d+$/)
    await pager.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL(/ocpp=1\.6&page=2/)
    const second = await shown(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.some((m) => first.includes(m))).toBe(false)

    // A manufacturer of the index is its search.
    await page.goto('/en/business/hardware')
    await page.getByRole('link', { name: 'Alfen (2)' }).click()
    await page.waitForURL(/\?q=Alfen$/)
    expect(await shown(page)).toEqual(['Alfen Eve Double Pro-line', 'Alfen Eve Single Pro-line'])
  })
})

describe('hardware compatibility: the search with JavaScript, its JSON and axe', () => {
  it('with JavaScript: results follow the typing from the JSON search; "Not listed? Ask us" fills the lead form in', async () => {
    const page = await browser.newPage({ consent: true })
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/charger-models')) asked.push(new URL(r.url()).search)
    })
    await page.goto('/en/business/hardware')
    await page.waitForSelector('[data-enhance="hardware-search"][data-enhanced]')
    const search = page.getByLabel('Manufacturer or model')
    await search.pressSequentially('alfen')
    // The first answer may take seconds on a loaded machine: the route's first use loads it.
    await expect.poll(async () => (await shown(page)).length, { timeout: 15_000 }).toBe(2)
    expect((await shown(page)).every((m) => m.startsWith('Alfen'))).toBe(true)
    expect(new URL(page.url()).search).toBe('?q=alfen')
    expect(await page.locator('[data-count]').textContent()).toBe('Models found: 2')
    // Debounced: one word typed is not a request per key.
    expect(asked.length).toBeLessThan(5)
    expect(asked.at(-1)).toBe('?locale=en&q=alfen')

    // Emptied, the index is all there is again.
    await search.fill('')
    await expect
      .poll(async () => page.locator('[data-results]').isHidden(), { timeout: 5_000 })
      .toBe(true)
    expect(new URL(page.url()).search).toBe('')
    // A manufacturer of the index searches in place.
    const url = page.url()
    await page.getByRole('link', { name: 'Zaptec (2)' }).click()
    await expect.poll(async () => (await shown(page)).length, { timeout: 5_000 }).toBe(2)
    expect(await search.inputValue()).toBe('Zaptec')
    expect(page.url()).toBe(`${url}?q=Zaptec`)

    await search.fill('Acme Volt X1')
    await page.getByText('No model matches your search.').waitFor()
    await page.getByRole('link', { name: 'Not listed? Ask us' }).click()
    await page.waitForURL(/ask=1/)
    const form = await hydratedForm(page, 'lead')
    expect(await form.locator('[name="interest"]').inputValue()).toBe('migrate_charging_network')
    expect(await form.locator('[name="chargersTypes"]').inputValue()).toBe('Acme Volt X1')
  })

  it('the JSON search: a page of matches in the language asked for, 400 for bad input', async () => {
    const response = await get('/api/v1/charger-models?locale=ua&q=terra&power=from23')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=60/)
    const body = (await response.json()) as Results
    expect(body.total).toBeGreaterThan(0)
    expect(body).toMatchObject({ page: 1, pages: 1 })
    expect(body.models.every((m) => /terra/i.test(m.name))).toBe(true)
    expect(body.models[0]!.ocpp[0]!.text).toMatch(/^OCPP 1\.6: /)
    expect(body.models[0]!.spec).toMatch(/^DC · \d+ kW/)
    expect(body.models[0]!.works).toMatch(/[а-яі]/)

    const all = (await (await get('/api/v1/charger-models?page=2')).json()) as Results
    expect(all.page).toBe(2)
    expect(all.models).toHaveLength(12)

    for (const [query, field] of [
      ['locale=de', 'locale'],
      ['ocpp=3.0', 'ocpp'],
      ['power=huge', 'power'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const bad = await get(`/api/v1/charger-models?${query}`)
      expect(bad.status, query).toBe(400)
      expect(await bad.json()).toMatchObject({ error: { code: 'bad_request', field } })
    }
  })

  it('results and their pages are axe clean in four locales', async () => {
    for (const locale of ['en', 'my', 'pt', 'ua']) {
      const page = await browser.newPage({ consent: true })
      await page.goto(`/${locale}/business/hardware?ocpp=1.6&page=2`)
      expect(await page.locator('[data-model]').count()).toBeGreaterThan(0)
      expect(await axeViolations(page), locale).toEqual([])
      await page.close()
    }
  })
})
