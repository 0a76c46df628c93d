import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { happens } from '../support/wait'
import { browserForSuite, whenHydrated } from './browser'
import { adminSession, logInThroughForm, watchPage } from './admin-session'
import { findStartFeeConnector } from './pay-stations'

/**
 * A station's structured editors (no Monaco, no CSP violation, nothing typed before hydration
 * lost), an editor's slip named at the field, never a server error, and the facilities they tick
 * shown on the public station page.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)

/** The first station's editor, signed in as an editor, its opening hours not 24/7. */
async function openingHoursOfFirstStation(): Promise<Page> {
  const { body } = await api('editor', '/api/stations?limit=1&depth=0&sort=id')
  const page = await loggedIn('editor')
  await page.goto(`/admin/collections/stations/${body.docs[0].id}`)
  await whenHydrated(page, 'input[name="openingTimes.twentyfourseven"]')
  const allDay = page.getByRole('checkbox', { name: 'Open 24/7' })
  if (await allDay.isChecked()) await allDay.click()
  return page
}

/** Clicks Save and returns the answer to the station's PATCH. */
async function save(page: Page) {
  const [saved] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/api/stations/') && r.request().method() === 'PATCH',
    ),
    page.locator('#action-save').click(),
  ])
  return saved
}

describe('station editors: the structured editors', () => {
  it('edits an EVSE status and a connector with the structured editor and saves, without Monaco or a CSP violation', async () => {
    const { body } = await api('editor', '/api/stations?limit=1&depth=0&sort=id')
    const station = body.docs[0]
    const page = await newPage()
    const seen = watchPage(page)
    await logInThroughForm(page)
    // Until the form has taken over the server-rendered editors their controls take no input (a
    // choice made before would never reach the form and silently not be saved): the scripts are
    // held back here so that moment can be seen.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto(`/admin/collections/stations/${station.id}`, { waitUntil: 'commit' })
    const evse = page.locator('[data-evse="0"]')
    await evse.waitFor()
    expect(await evse.locator('select[name="evses.0.status"]').isDisabled()).toBe(true)
    await page.unrouteAll({ behavior: 'wait' })
    // The structured editors replace Payload's CDN-loaded code editor: no grey boxes.
    expect(await page.locator('.code-editor, .monaco-editor').count()).toBe(0)
    await page.getByRole('group', { name: 'Facilities' }).first().waitFor()
    await page.getByRole('checkbox', { name: 'Open 24/7' }).waitFor()

    await evse.locator('select[name="evses.0.status"]').selectOption('OUTOFORDER')
    const connector = evse.locator('[data-connector="0"]')
    await connector
      .locator('select[name="evses.0.connectors.0.standard"]')
      .selectOption('IEC_62196_T2_COMBO')
    await connector.locator('input[name="evses.0.connectors.0.max_amperage"]').fill('125')
    await connector.locator('input[name="evses.0.connectors.0.tariff_per_kwh"]').fill('12.5')
    await page.locator('#action-save').click()
    await page.locator('.toast-success, [data-sonner-toast][data-type="success"]').first().waitFor()

    const saved = (await api('editor', `/api/stations/${station.id}?depth=0`)).body
    expect(saved.evses[0].status).toBe('OUTOFORDER')
    expect(saved.evses[0].connectors[0]).toMatchObject({
      standard: 'IEC_62196_T2_COMBO',
      max_amperage: 125,
      tariff_per_kwh: 12.5,
    })
    // The derived columns follow (hooks unchanged).
    expect(saved.connectorStandards).toContain('IEC_62196_T2_COMBO')
    expect(await seen.violations()).toEqual([])
    expect(seen.errors).toEqual([])
  })
})

describe('station editors: a slip named at the opening hours', () => {
  it('clearing one closing time answers a message at the opening hours, not a 500', async () => {
    const page = await openingHoursOfFirstStation()
    await page.locator('input[aria-label^="Closes on"]').first().fill('')
    const saved = await save(page)
    expect(saved.status()).toBe(400)
    const hours = page.getByRole('group', { name: 'Opening hours' })
    await hours.getByRole('alert').filter({ hasText: 'Period 1: enter a closing time' }).waitFor()
    expect(await page.getByText('An unknown error occurred').count()).toBe(0)
  })

  it('keeps the message when the form state asked for while typing answers after the refused save', async () => {
    const page = await openingHoursOfFirstStation()
    // Payload asks the server for the form's state a moment after each change, without checking
    // the values; when that answer comes after a refused save's, it used to clear the save's
    // messages. Here it is held back until the save has been answered, as a busy server would.
    let saveAnswered!: () => void
    const answered = new Promise<void>((resolve) => (saveAnswered = resolve))
    const asksState = (request: Request) =>
      request.method() === 'POST' && Boolean(request.headers()['next-action'])
    let heldBack = 0
    let over = 0
    await page.route('**/admin/**', async (route) => {
      if (asksState(route.request())) {
        heldBack++
        await answered
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      await route.continue()
    })
    const settled = (request: Request) => asksState(request) && over++
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    await page.locator('input[aria-label^="Closes on"]').first().fill('')
    // After Payload's pause, it has asked (and is held back).
    await expect.poll(() => heldBack, { timeout: 10_000 }).toBeGreaterThan(0)
    const saved = await save(page)
    expect(saved.status()).toBe(400)
    const held = heldBack
    saveAnswered()
    expect(heldBack).toBeGreaterThan(0)
    const hours = page.getByRole('group', { name: 'Opening hours' })
    const message = hours.getByRole('alert').filter({ hasText: 'Period 1: enter a closing time' })
    await message.waitFor()
    // The held answers arrive (or are given up by the page)...
    await expect.poll(() => over, { timeout: 10_000 }).toBeGreaterThanOrEqual(held)
    // ...and, a duration rather than a condition, the message outlasts them while they are applied.
    expect(await happens(message.waitFor({ state: 'detached', timeout: 1_000 }))).toBe(false)
    await expect.poll(() => message.count()).toBe(1)
  })
})

describe('station editors: prices and facilities as the public sees them', () => {
  it("a connector priced by a tariff says, beside its own price, that the tariff wins, and the public price is the tariff's", async () => {
    const found = await findStartFeeConnector()
    expect(found, 'a seeded connector priced by an OCPI tariff').toBeDefined()
    const [evseUid, connectorId] = found!.connector.split(':')
    const { body } = await api(
      'editor',
      `/api/stations?depth=0&where[publicId][equals]=${encodeURIComponent(found!.id)}`,
    )
    const station = body.docs[0]
    const e = station.evses.findIndex((x: { uid: string }) => x.uid === evseUid)
    const evse = station.evses[e]
    const k = evse.connectors.findIndex((c: { id: string }) => c.id === connectorId)
    const connector = evse.connectors[k]
    // The demo network gives such a connector an own price too: the case that confused editors.
    expect(connector.tariff_ids.length).toBeGreaterThan(0)
    expect(connector.tariff_per_kwh).toBeGreaterThan(0)
    expect(found!.price.perKwh).not.toBe(connector.tariff_per_kwh)

    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/stations/${station.id}`)
    await page.locator('[data-price-rule]').first().waitFor()
    expect(await page.locator('[data-price-rule]').first().innerText()).toMatch(
      /priced by that tariff.*applies only when none of its tariffs exists/,
    )
    const row = page.locator(`[data-evse="${e}"] [data-connector="${k}"]`)
    expect(await row.locator('[data-own-price-unused]').innerText()).toBe(
      `Not used while tariff ${connector.tariff_ids.join(', ')} exists`,
    )
  })

  it('facilities ticked in the back office show on the public station page, in its language', async () => {
    const { body } = await api(
      'editor',
      '/api/stations?limit=1&depth=0&sort=-id&where[appUsersOnly][equals]=false&where[publish][equals]=true',
    )
    const station = body.docs[0]
    const saved = await api('editor', `/api/stations/${station.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ facilities: ['MALL', 'WIFI'] }),
    })
    expect(saved.status).toBe(200)
    const page = await newPage()
    await page.goto(`/ua/location/${encodeURIComponent(station.publicId)}`)
    const facilities = page.getByTestId('station-facilities')
    await facilities.waitFor()
    expect(await facilities.textContent()).toBe('Торговий центр, Wi-Fi')
  })
})
