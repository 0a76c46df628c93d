import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { get, getHtml } from './http'

/** The lead form of the home page, whose script loads only when it is needed. */
const { newPage } = browserForSuite()

describe('lead form on the home page', () => {
  it('arrives without the country list or the form script, loads near the screen, validates the phone for the chosen country and submits', async () => {
    const { html } = await getHtml('/en')
    expect(html.querySelector('form[data-form-shell="lead"]')).toBeTruthy()
    expect(html.querySelector('form[data-form="lead"]')).toBeNull()
    const raw = html.toString()
    for (const country of ['Zimbabwe', 'Liechtenstein', 'Uzbekistan'])
      expect(raw).not.toContain(country)

    const page = await newPage({ consent: true })
    await page.goto('/en')
    expect(await page.locator('form[data-form="lead"]').count()).toBe(0)
    await page.locator('form[data-form-shell="lead"]').scrollIntoViewIfNeeded()
    const root = page.locator('form[data-form="lead"]')
    await root.waitFor()
    const field = (name: string) => root.locator(`[name="${name}"]`)
    await field('interest').selectOption('start_business')
    await field('firstName').fill('Rui')
    await field('lastName').fill('Costa')
    const email = `home-lead-${Date.now().toString(36)}@example.com`
    await field('email').fill(email)
    await field('country').selectOption('PT')
    // Phone country by keyboard: the list is built in the browser, in the page's language.
    const countryButton = root.locator('button[aria-haspopup="listbox"]')
    await countryButton.focus()
    await page.keyboard.press('Enter')
    await root.getByRole('listbox').waitFor()
    await page.keyboard.type('Portugal')
    await page.keyboard.press('Enter')
    expect(await countryButton.textContent()).toContain('+351')
    await field('phone').fill('020 7946 0000') // a London number is not Portuguese
    for (const [name, value] of [
      ['details', 'Twelve AC chargers at two hotels.'],
      ['company', 'Hotel Lisboa'],
    ] as const) {
      if (await field(name).count()) await field(name).fill(value)
    }
    await root.locator('button[type="submit"]').click()
    await root.getByText('Phone number is invalid').waitFor()
    await field('phone').fill('912 345 678')
    await root.locator('button[type="submit"]').click()
    await root.getByText('Your message has been sent successfully.').waitFor()
    expect((await get('/en')).status).toBe(200)
  })

  it('the phone country follows a number typed in international form', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en')
    await page.locator('form[data-form-shell="lead"]').scrollIntoViewIfNeeded()
    const root = page.locator('form[data-form="lead"]')
    await root.waitFor()
    const countryButton = root.locator('button[aria-haspopup="listbox"]')
    const phone = root.locator('[name="phone"]')
    // The whole country list is the sign the phone library has arrived.
    await countryButton.click()
    await expect.poll(() => root.getByRole('option').count()).toBeGreaterThan(200)
    await page.keyboard.press('Escape')
    expect(await countryButton.textContent()).toContain('GB')
    await phone.pressSequentially('+351 912')
    await expect.poll(() => countryButton.textContent()).toContain('PT')
    expect(await countryButton.textContent()).toContain('+351')
    await phone.fill('')
    await phone.pressSequentially('00380 67')
    await expect.poll(() => countryButton.textContent()).toContain('UA')
    // A national number leaves the choice alone.
    await phone.fill('067 123 4567')
    await expect.poll(() => countryButton.textContent()).toContain('UA')
  })
})
