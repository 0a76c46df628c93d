import { describe, expect, it } from 'vitest'

import { adminSession, whenFormReady } from './admin-session'
import { baseURL, browserForSuite } from './browser'

/**
 * A salesperson's meetings in the back office. The private calendar feed from their availability
 * screen: "New link" shows an address on the origin the back office was opened at, a calendar
 * reads it, and a second new link (after the warning) makes the first answer 404. The agenda: this
 * week's days as headed tables, reached from the sidebar, a day a click away.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
const stamp = Date.now().toString(36)

type Availability = { id: number; salesperson: number | { id: number } }

async function ownAvailability(): Promise<number> {
  const found = await api<{ docs: Availability[] }>('sales', '/api/sales-availability?limit=1')
  if (found.body.docs[0]) return found.body.docs[0].id
  const me = await api<{ user: { id: number } }>('sales', '/api/users/me')
  const created = await api<{ doc: Availability }>('sales', '/api/sales-availability', {
    method: 'POST',
    body: JSON.stringify({
      salesperson: me.body.user.id,
      label: `Feed ${stamp}`,
      timeZone: 'Europe/Lisbon',
      languages: ['en'],
      weeklyHours: [{ day: 'mon', from: '09:00', to: '17:00' }],
    }),
  })
  expect(created.status).toBe(201)
  return created.body.doc.id
}

describe('the calendar feed', () => {
  it('New link shows an address a calendar reads; a newer one revokes it', async () => {
    const id = await ownAvailability()
    const page = await loggedIn('sales')
    page.on('dialog', (dialog) => void dialog.accept())
    await page.goto(`/admin/collections/sales-availability/${id}`)
    await whenFormReady(page, '[data-calendar-feed]')
    const address = page.getByLabel('Calendar feed address')
    const before = (await address.count()) ? await address.inputValue() : ''
    await page.getByRole('button', { name: 'New link' }).click()
    await expect.poll(() => address.inputValue().catch(() => '')).not.toBe(before)
    const first = await address.inputValue()
    expect(new URL(first).origin).toBe(new URL(baseURL()).origin)

    const feed = await fetch(first)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)

    await page.getByRole('button', { name: 'New link' }).click()
    await expect.poll(() => address.inputValue()).not.toBe(first)
    expect((await fetch(first)).status).toBe(404)
    expect((await fetch(await address.inputValue())).status).toBe(200)
  })
})

describe('the agenda', () => {
  it('shows the week by day from the desk, and one day', async () => {
    const page = await loggedIn('sales')
    await page.goto('/admin')
    // The sidebar's link (the sidebar itself may be closed at this width).
    const link = page.locator('nav').getByRole('link', { name: 'Agenda of meetings' })
    expect(await link.getAttribute('href')).toBe('/admin/agenda')
    await page.goto('/admin/agenda')
    await page.getByRole('heading', { name: 'Agenda of meetings' }).waitFor()
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(7)
    await page.getByRole('link', { name: 'Day', exact: true }).click()
    await page.waitForURL(/view=day/)
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(1)
    await page.getByText(/^Times in /).waitFor()
  })
})
