import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { browserForSuite, hydratedForm } from './browser'
import { mailServerForFile, records } from './forms-records'

const browser = browserForSuite()
mailServerForFile()

/** The worked example of src/features/calculator/model.test.ts, as a visitor types it. */
const example = {
  ac7: '0',
  ac11: '0',
  ac22: '4',
  dc50: '2',
  dc120: '0',
  hours: '4',
  price: '0.45',
  energy: '0.20',
  capex: '120000',
  fees: '400',
}
const expected = {
  payback: '1.9',
  margin: '€5,318',
  revenue: '€10,293',
  energy: '22,873',
  co2: '123.5',
}

const calculator = (page: Page) => page.locator('[data-enhance="payback-calculator"]')
const out = (root: Locator, key: string) => root.locator(`[data-out="${key}"]`).textContent()
async function fill(root: Locator) {
  for (const [name, value] of Object.entries(example))
    await root.locator(`input[name="${name}"]`).fill(value)
}
const leadField = (page: Page, name: string) =>
  page.locator('form[data-form-shell="lead"], form[data-form="lead"]').locator(`[name="${name}"]`)

describe('payback calculator', () => {
  it('without JavaScript: the GET form gives the worked example, and "Talk to us" fills the lead form in', async () => {
    const page = await browser.newPage({ consent: true, javaScriptEnabled: false })
    await page.goto('/en/business/calculator')
    const root = calculator(page)
    await fill(root)
    await root.getByRole('button', { name: 'Calculate' }).click()
    await page.waitForURL(/\/en\/business\/calculator\?ac7=0&.*capex=120000/)
    for (const [key, value] of Object.entries(expected))
      expect(await out(root, key), key).toBe(value)
    // The formulas are stated under the result.
    expect(await root.locator('details').textContent()).toContain(
      'Payback period = hardware and installation',
    )

    await root.getByRole('link', { name: 'Talk to us about this plan' }).click()
    await page.waitForURL(/talk=1/)
    await page.getByText('Your payback plan is attached: 6 chargers').waitFor()
    expect(await leadField(page, 'interest').inputValue()).toBe('start_business')
    expect(await leadField(page, 'chargersAmount').inputValue()).toBe('6')
    expect(await leadField(page, 'chargersTypes').inputValue()).toBe('4 × AC 22 kW, 2 × DC 50 kW')

    // A value that is not a number is named, in the visitor's language, and no result is made up.
    await page.goto('/pt/business/calculator?ac22=muitos&hours=4')
    expect(await page.locator('#calc-ac22-error').textContent()).toBe(
      'Introduza um número sem letras.',
    )
    expect(await page.locator('#calc-ac22').getAttribute('aria-invalid')).toBe('true')
    expect(await out(calculator(page), 'payback')).toBe('—')
  })

  it('with JavaScript: the section on /business follows every keystroke; the lead carries the plan, recomputed by the server', async () => {
    const page = await browser.newPage({ consent: true })
    // Counts the currency formats the page makes: the first one loads the locale's data, a long
    // task on a phone, so the enhancement makes them at the first keystroke, not on load.
    await page.addInitScript(() => {
      const counted = window as unknown as { currencyFormats: number }
      counted.currencyFormats = 0
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          if (args[1]?.style === 'currency') counted.currencyFormats++
          return new target(...args)
        },
      })
    })
    const currencyFormats = () =>
      page.evaluate(() => (window as unknown as { currencyFormats: number }).currencyFormats)
    await page.goto('/en/business')
    const root = calculator(page)
    await page.waitForSelector('[data-enhance="payback-calculator"][data-enhanced]')
    expect(await currencyFormats()).toBe(0)
    await fill(root)
    expect(await currencyFormats()).toBeGreaterThan(0)
    await expect.poll(() => out(root, 'payback')).toBe(expected.payback)
    for (const [key, value] of Object.entries(expected))
      expect(await out(root, key), key).toBe(value)
    expect(new URL(page.url()).pathname).toBe('/en/business')
    await root.locator('input[name="hours"]').fill('30')
    await expect.poll(() => out(root, 'payback')).toBe('—')
    await root.locator('input[name="hours"]').fill('4')
    const talk = root.getByRole('link', { name: 'Talk to us about this plan' })
    await expect.poll(() => talk.getAttribute('href')).toContain('ac22=4&dc50=2&dc120=0&hours=4')

    await talk.click()
    await page.waitForURL(/\/en\/business\/calculator\?.*talk=1/)
    const form = await hydratedForm(page, 'lead')
    expect(await form.locator('[name="chargersAmount"]').inputValue()).toBe('6')
    const email = `plan-${Date.now().toString(36)}@example.com`
    await form.locator('[name="firstName"]').fill('Rita')
    await form.locator('[name="lastName"]').fill('Mendes')
    await form.locator('[name="company"]').fill('Mendes Hotels')
    await form.locator('[name="email"]').fill(email)
    await form.locator('[name="phone"]').fill('020 7946 0000')
    await form.locator('[name="country"]').selectOption('PT')
    await form.locator('button[type="submit"]').click()
    await form.getByText('Your message has been sent successfully.').waitFor()
    const lead = await waitFor(async () => (await records('leads', { email })).docs[0])
    expect(lead).toMatchObject({
      interest: 'start_business',
      chargersAmount: 6,
      calculation: { currency: 'EUR', chargersAc22: 4, chargersDc50: 2, paybackYears: 1.88 },
    })
  })

  it('formats numbers and currencies per locale', async () => {
    const query = new URLSearchParams(example).toString()
    const page = await browser.newPage({ consent: true, javaScriptEnabled: false })
    await page.goto(`/pt/business/calculator?${query}`)
    expect(await out(calculator(page), 'payback')).toBe('1,9')
    // The site's Portuguese is Intl's `pt`: decimal comma, dot grouping, the symbol first.
    expect(await out(calculator(page), 'margin')).toMatch(/^€\s5\.318$/)
    await page.goto(
      `/ua/business/calculator?${query.replace('price=0.45', 'price=15').replace('energy=0.20', 'energy=7')}`,
    )
    expect(await out(calculator(page), 'revenue')).toMatch(/343\s100\s₴/)
  })
})
