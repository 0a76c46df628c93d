import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { adminSession } from './admin-session'
import { baseURL, browserForSuite, whenHydrated } from './browser'

/**
 * Every list of the back office and one document of each, as an admin sees them: no "<No …>"
 * placeholder, no IPv4-mapped address (`::ffff:127.0.0.1`), no field path ("Delivery > State") as a
 * column, a column choice or a filter, no raw code (`in_progress`) in a status cell, every amount
 * with its currency, a market by its name (not "en"), and none of the English words our own code
 * adds. One walk (some forty back-office pages), pt and uk taking turns screen by screen: every check
 * but the English words reads the same in any language, and the words come from one table per
 * language, whose completeness unit tests check (src/i18n/backoffice). English itself is the
 * language of every other back-office test.
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)

const languages = ['en', 'pt', 'uk'] as const
// Words our configuration and components add; Payload's own words are translated by Payload.
const english =
  /\b(Delivery state|Source|Medium|Campaign|Market|Visit|Owner|History|Amount|Prices|Customer|Not allowed|Retry now)\b/
const moneyColumns = ['commercialTotal', 'prices', 'amountLabel', 'amount']
const statusColumns = ['status', 'state', 'deliveryState', '_status']
const marketCodes = /^(en|my|default|pt|ua)$/

async function collectionSlugs(page: Page): Promise<string[]> {
  await page.goto('/admin')
  await page.locator('aside.nav--nav-hydrated').waitFor({ state: 'attached' })
  const hrefs = await page
    .locator('a[href^="/admin/collections/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => href.split(/[/?#]/)[3]!).filter(Boolean))]
}

/** The column picker's and the filter's field names of the list on the page. */
async function listLabels(page: Page): Promise<string[]> {
  await whenHydrated(page, '.list-controls__toggle-columns')
  await page.locator('.list-controls__toggle-columns').click()
  const pills = page.locator('.pill-selector__pill')
  await pills.first().waitFor()
  const labels = await pills.allInnerTexts()
  await page.locator('.list-controls__toggle-where').click()
  const add = page.locator('.where-builder__add-first-filter')
  await page.locator('.where-builder').waitFor()
  // The first click may land while the filters still open: clicked again until a condition shows.
  const field = page.locator('.condition__field .rs__control').first()
  for (let tries = 0; tries < 3 && !(await field.count()); tries++) {
    if (await add.count()) await add.click()
    await field.waitFor({ timeout: 5_000 }).catch(() => {})
  }
  await field.click()
  const options = page.locator('.rs__option')
  await options.first().waitFor()
  return [...labels, ...(await options.allInnerTexts())]
}

// Soft: one walk reports every problem it meets, not only the first.
function checkText(where: string, text: string, language: string) {
  expect.soft(text, where).not.toContain('<No ')
  expect.soft(text, where).not.toContain('::ffff:')
  if (language !== 'en') expect.soft(text, `${where}: English left`).not.toMatch(english)
}

describe('every list and document in plain words', () => {
  it('in pt and uk, taking turns', { timeout: 600_000 }, async () => {
    const page = await loggedIn('admin')
    const slugs = await collectionSlugs(page)
    expect(slugs).toEqual(expect.arrayContaining(['leads', 'orders', 'goods', 'audit-log']))
    let amounts = 0
    for (const [i, slug] of slugs.entries()) {
      const language = i % 2 ? 'uk' : 'pt'
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
      await page.goto(`/admin/collections/${slug}`)
      await page.locator('.collection-list').first().waitFor()
      // Rows hold data (titles in English); the English check reads labels only.
      checkText(slug, await page.locator('main, .collection-list').first().innerText(), 'en')
      const headings = await page.locator('.table thead th').allInnerTexts()
      for (const label of [...headings, ...(await listLabels(page))]) {
        expect.soft(label, `${slug}: a field path`).not.toContain(' > ')
        expect.soft(label, `${slug}: English left`).not.toMatch(english)
      }
      for (const column of statusColumns)
        for (const cell of await page.locator(`td.cell-${column}`).allInnerTexts())
          expect.soft(cell, `${slug} ${column}`).not.toMatch(/_/)
      for (const column of moneyColumns)
        for (const cell of await page.locator(`td.cell-${column}`).allInnerTexts()) {
          if (cell.trim() === '—' || !cell.trim()) continue
          expect.soft(cell, `${slug} ${column}: a price without currency`).toMatch(/[€₴$£]|RM/)
          amounts++
        }
      for (const cell of await page.locator('td.cell-market, td.cell-visitMarket').allInnerTexts())
        expect.soft(cell.trim(), `${slug}: a market by its code`).not.toMatch(marketCodes)

      // One document of the list, when it has any.
      const first = page.locator('.table tbody tr').first().locator('a[href*="/collections/"]')
      if (!(await first.count())) continue
      await page.goto((await first.first().getAttribute('href'))!)
      await page.locator('.document-fields, .collection-edit').first().waitFor()
      const labels = await page
        .locator('.field-label, .row-label, .group-field__title, .array-field__header-content')
        .allInnerTexts()
      checkText(`${slug} document`, labels.join('\n'), language)
      checkText(`${slug} document`, await page.locator('main').first().innerText(), 'en')
      for (const label of labels) expect.soft(label, `${slug} document`).not.toContain(' > ')
      if (slug === 'orders') {
        expect
          .soft(await page.locator('#field-market').inputValue(), 'order market')
          .not.toMatch(marketCodes)
        expect.soft(await page.locator('#field-commercialTotal').inputValue()).toMatch(/[€₴$£]|RM/)
      }
    }
    // The shop's lists show amounts, or the check above proves nothing.
    expect(amounts).toBeGreaterThan(0)
  })
})

describe('dates of our own screens', () => {
  for (const language of languages) {
    it(`read as Payload's, with their offset, in ${language}`, async () => {
      const page = await loggedIn('admin')
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
      await page.goto('/admin')
      await page.locator('[data-dashboard="new"]').waitFor()
      const text = (await page.locator('[data-dashboard]').allInnerTexts()).join('\n')
      // The dashboard's times were "28 Nov 2026, 10:54 UTC" in a format of their own.
      expect(text).not.toMatch(/\d UTC\b/)
      expect(text).toMatch(/\d{4}.{0,6}, \d{1,2}:\d{2}( [AP]M)? \(GMT[+-]\d{2}:\d{2}\)/)
    })
  }
})
