import { describe, expect, it } from 'vitest'

import { browserForSuite, whenHydrated } from './browser'
import { adminSession } from './admin-session'

/**
 * An editor's slip in a station's structured editors is named at the field, never a server error;
 * the facilities they tick are shown on the public station page.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)

describe('station editors', () => {
  it('clearing one closing time answers a message at the opening hours, not a 500', async () => {
    const { body } = await api('editor', '/api/stations?limit=1&depth=0&sort=id')
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/stations/${body.docs[0].id}`)
    const allDay = page.getByRole('checkbox', { name: 'Open 24/7' })
    await whenHydrated(page, 'input[name="openingTimes.twentyfourseven"]')
    if (await allDay.isChecked()) await allDay.click()
    await page.locator('input[aria-label^="Closes on"]').first().fill('')
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/stations/') && r.request().method() === 'PATCH',
      ),
      page.locator('#action-save').click(),
    ])
    expect(saved.status()).toBe(400)
    const hours = page.getByRole('group', { name: 'Opening hours' })
    await hours.getByRole('alert').filter({ hasText: 'Period 1: enter a closing time' }).waitFor()
    expect(await page.getByText('An unknown error occurred').count()).toBe(0)
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
