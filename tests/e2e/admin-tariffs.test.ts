import { describe, expect, it } from 'vitest'

import { adminSession, whenFormReady } from './admin-session'
import { browserForSuite } from './browser'

/**
 * A driver's price edited as prices, not OCPI JSON: the tariff editor shows per kWh, per minute,
 * per session and VAT with what a driver pays, refuses a typo where it sits (nothing changes), and
 * saves OCPI underneath; the station's screen says each connector's price as a driver sees it.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
const stamp = Date.now().toString(36).toUpperCase()

describe('prices in the back office', () => {
  it('edits a tariff as prices, refusing a typo and saving OCPI', async () => {
    const created = await api('admin', '/api/tariffs', {
      method: 'POST',
      body: JSON.stringify({
        tariffId: `E2E-${stamp}`,
        countryCode: 'PT',
        partyId: 'VLT',
        currency: 'EUR',
        elements: [{ price_components: [{ type: 'ENERGY', price: 0.45, vat: 23, step_size: 1 }] }],
      }),
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/tariffs/${id}`)
    await whenFormReady(page, '[data-tariff-editor]')
    const perKwh = page.getByLabel('Price per kWh', { exact: true })
    expect(await perKwh.inputValue()).toBe('0.45')
    // What a driver pays, as the public page says it: €0.45 + 23% VAT.
    await page.getByText('with VAT: €0.55').waitFor()
    await page.getByText('A driver pays now: €0.55 per kWh, 23% VAT included').waitFor()

    await perKwh.fill('-0.45')
    await page.getByText('Price per kWh: enter 0 or more').first().waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('.payload-toast-container, [role="alert"]').first().waitFor()
    const stored = await api('admin', `/api/tariffs/${id}?depth=0`)
    expect(stored.body.elements).toEqual([
      { price_components: [{ type: 'ENERGY', price: 0.45, vat: 23, step_size: 1 }] },
    ])

    await perKwh.fill('0,5')
    await page.getByLabel('Price per minute of charging').fill('0.05')
    await page.getByText('A driver pays now: €0.62 per kWh').waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(async () => (await api('admin', `/api/tariffs/${id}?depth=0`)).body.elements)
      .toEqual([
        {
          price_components: [
            { type: 'ENERGY', price: 0.5, vat: 23, step_size: 1 },
            { type: 'TIME', price: 3, vat: 23, step_size: 1 },
          ],
        },
      ])
  })

  it('shows each connector’s price on the station’s screen as a driver sees it', async () => {
    const { body } = await api(
      'admin',
      '/api/stations?where[countryCode][equals]=PT&limit=1&depth=0',
    )
    const station = (body.docs as { id: number }[])[0]!
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/stations/${station.id}`)
    await whenFormReady(page, '[data-driver-prices]')
    const prices = page.locator('[data-driver-price]')
    await expect.poll(() => prices.first().innerText()).toMatch(/€\d+\.\d\d per kWh/)
    expect(await prices.first().innerText()).toMatch(/VAT included/)
  })

  it('names the connector standards as drivers do, on the station and in the list', async () => {
    const { body } = await api(
      'admin',
      '/api/stations?where[connectorStandards][like]=IEC_62196_T2_COMBO&limit=1&depth=0',
    )
    const station = (body.docs as { id: number; connectorStandards: string }[])[0]!
    expect(station.connectorStandards).toMatch(/^\|.*\|$/)
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/stations/${station.id}`)
    await whenFormReady(page, '[data-driver-prices]')
    const shown = await page.locator('#field-connectorStandards').inputValue()
    expect(shown).toContain('CCS2')
    expect(shown).not.toMatch(/\||IEC_/)
    await page.goto(
      `/admin/collections/stations?columns=${encodeURIComponent('["name","connectorStandards"]')}&where[id][equals]=${station.id}`,
    )
    const cell = page.locator('.table tbody td.cell-connectorStandards').first()
    await cell.waitFor()
    expect(await cell.innerText()).toContain('CCS2')
    expect(await cell.innerText()).not.toMatch(/\||IEC_/)
  })
})
