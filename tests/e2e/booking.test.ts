import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { axeViolations } from './axe'
import { baseURL, browserForSuite } from './browser'
import { mailServerForFile, records } from './forms-records'
import { demoToken } from './http'

/**
 * Booking a meeting without JavaScript, from a browser in Lisbon: the business page's link, the
 * times in Lisbon time, a plain form; the Kyiv salesperson's e-mail in Kyiv time; the invitation
 * (parsed by Mozilla's ical.js) at that instant in UTC, with its UID, organizer and attendee.
 * Then the e-mail's link, still without JavaScript: the meeting moved (an update at SEQUENCE 1),
 * the first link spent, then cancelled (METHOD:CANCEL); a tampered link says so.
 */
const browser = browserForSuite()
const smtp = mailServerForFile()
const stamp = Date.now().toString(36)

async function admin(path: string, body: unknown) {
  const response = await fetch(new URL(`/api/${path}`, baseURL()), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${await demoToken('admin')}`,
    },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; email?: string } }).doc
}

/** A MIME part's text, decoded (quoted-printable or base64), found by its content type. */
function mimePart(raw: string, type: RegExp): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  const part = parts.find((p) => type.test(p.split(/\r?\n\r?\n/)[0] ?? ''))
  if (!part) throw new Error(`No ${type} part`)
  const [head, ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '')
  if (/base64/i.test(head!)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString()
  if (/quoted-printable/i.test(head!)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

describe('book a meeting', () => {
  it('from /pt/business in a Lisbon browser without JavaScript; Kyiv sees it in Kyiv time', async () => {
    const email = `olena.${stamp}@voltra.example`
    const user = await admin('users', {
      email,
      password: `Booking-${stamp}-long-password!`,
      name: 'Olena',
      roles: ['sales'],
    })
    await admin('sales-availability', {
      salesperson: user.id,
      label: `Olena ${stamp}`,
      timeZone: 'Europe/Kyiv',
      languages: ['pt'],
      weeklyHours: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
        day,
        from: '09:00',
        to: '17:00',
      })),
      meetingMinutes: 30,
      bufferMinutes: 10,
      noticeMinutes: 120,
      horizonDays: 14,
      meetingLink: 'https://meet.example/olena',
    })

    const page = await browser.newPage({
      timezoneId: 'Europe/Lisbon',
      locale: 'pt-PT',
      javaScriptEnabled: false,
    })
    await page.goto('/pt/business')
    await page.getByTestId('book-meeting').click()
    await page.waitForURL(/\/pt\/book-a-meeting\?source=business/)
    await expect
      .poll(() => page.getByText('Europe/Lisbon', { exact: false }).count())
      .toBeGreaterThan(0)

    const radio = page.locator('input[name="slot"]').first()
    const slot = (await radio.getAttribute('value'))!
    const id = (await radio.getAttribute('id'))!
    const label = (await page.locator(`label[for="${id}"]`).textContent())!
    const lisbon = new Intl.DateTimeFormat('pt', { timeStyle: 'short', timeZone: 'Europe/Lisbon' })
    expect(label).toBe(lisbon.format(new Date(slot)))

    await page.locator(`label[for="${id}"]`).click()
    await page.locator('#booking-name').fill('João Silva')
    const visitor = `joao.${stamp}@frota.example`
    await page.locator('#booking-email').fill(visitor)
    await page.locator('#booking-company').fill('Frota Verde')
    await page.getByRole('button', { name: 'Marcar esta reunião' }).click()
    await page.waitForURL(/\/pt\/book-a-meeting\/booked\?id=\d+&t=/)
    const booked = page.getByTestId('booked-when')
    expect(await booked.getAttribute('data-starts-at')).toBe(slot)
    expect(await booked.textContent()).toContain('Europe/Lisbon')

    const [doc] = (await records('bookings', { email: visitor })).docs
    expect(doc).toMatchObject({ status: 'booked', startsAt: slot, timeZone: 'Europe/Lisbon' })

    // The salesperson's e-mail: the same instant in Kyiv time.
    const sales = await smtp.waitFor((m) => m.raw.includes(`<bookings.${doc!.id}.0.sales@`))
    const kyiv = new Intl.DateTimeFormat('en', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Kyiv',
    }).format(new Date(slot))
    const salesText = mimePart(sales.raw, /text\/plain/i)
    expect(salesText).toContain(kyiv)
    expect(salesText).toContain('Europe/Kyiv')

    // The visitor's invitation, as a calendar reads it.
    const mail = await smtp.waitFor((m) => m.raw.includes(`<bookings.${doc!.id}.0.visitor@`))
    expect(mail.to).toEqual([visitor])
    const calendar = new ICAL.Component(ICAL.parse(mimePart(mail.raw, /text\/calendar/i)))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.uid).toMatch(new RegExp(`^booking-${doc!.id}@`))
    expect(event.startDate.toJSDate().toISOString()).toBe(slot)
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.organizer).toBe(`mailto:${email}`)
    expect(event.attendees[0]!.getFirstValue()).toBe(`mailto:${visitor}`)
  })
})

/** axe runs in the page, so in a page of its own with JavaScript. */
async function axeClean(path: string) {
  const page = await browser.newPage({ timezoneId: 'Europe/Lisbon', locale: 'pt-PT' })
  await page.goto(path)
  expect(await axeViolations(page, { impacts: ['moderate', 'serious', 'critical'] })).toEqual([])
  await page.close()
}

// Books with the salesperson the test above set up (a file's tests run in order).
describe('the e-mail’s link', () => {
  it('moves and cancels through the e-mail’s link without JavaScript; old and forged links refused', async () => {
    const page = await browser.newPage({
      timezoneId: 'Europe/Lisbon',
      locale: 'pt-PT',
      javaScriptEnabled: false,
    })
    await page.goto('/pt/book-a-meeting?tz=Europe/Lisbon')
    const first = page.locator('input[name="slot"]').first()
    const slot = (await first.getAttribute('value'))!
    await page.locator(`label[for="${await first.getAttribute('id')}"]`).click()
    const visitor = `rita.${stamp}@frota.example`
    await page.locator('#booking-name').fill('Rita Sousa')
    await page.locator('#booking-email').fill(visitor)
    await page.locator('#booking-company').fill('Frota Verde')
    await page.getByRole('button', { name: 'Marcar esta reunião' }).click()
    await page.waitForURL(/\/booked\?/)
    const [doc] = (await records('bookings', { email: visitor })).docs
    const invite = await smtp.waitFor((m) => m.raw.includes(`<bookings.${doc!.id}.0.visitor@`))
    const link = new URL(
      mimePart(invite.raw, /text\/plain/i).match(/https?:\/\/\S+\/book-a-meeting\/manage\?\S+/)![0],
    )
    const firstLink = link.pathname + link.search

    // Move to another time; later days a link away.
    await page.goto(firstLink)
    expect(await page.getByTestId('manage-when').getAttribute('data-starts-at')).toBe(slot)
    await axeClean(firstLink)
    const firstDay = () =>
      page.getByTestId('manage-move').locator('fieldset fieldset legend').first()
    const today = await firstDay().textContent()
    await page.getByRole('link', { name: 'Horas mais tarde' }).click()
    await page.waitForURL(/after=/)
    expect(await firstDay().textContent()).not.toBe(today)
    await page.goto(firstLink)
    const other = page.getByTestId('manage-move').locator('input[name="slot"]').nth(1)
    const moved = (await other.getAttribute('value'))!
    await page.locator(`label[for="${await other.getAttribute('id')}"]`).click()
    await page.getByRole('button', { name: 'Mudar a reunião para esta hora' }).click()
    await page.waitForURL(/done=moved/)
    expect(await page.getByTestId('manage-when').getAttribute('data-starts-at')).toBe(moved)
    const update = await smtp.waitFor((m) => m.raw.includes(`<bookings.${doc!.id}.1.visitor@`))
    const updated = new ICAL.Component(ICAL.parse(mimePart(update.raw, /text\/calendar/i)))
    const event = new ICAL.Event(updated.getFirstSubcomponent('vevent')!)
    expect(updated.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.sequence).toBe(1)
    expect(event.uid).toMatch(new RegExp(`^booking-${doc!.id}@`))
    expect(event.startDate.toJSDate().toISOString()).toBe(moved)

    // The first link is spent; the page's own (new) link cancels.
    const newLink = page.url()
    await page.goto(firstLink)
    expect(await page.getByTestId('manage-message').getAttribute('data-reason')).toBe('replaced')
    await page.goto(newLink)
    await page.getByRole('button', { name: 'Cancelar a reunião' }).click()
    await page.waitForURL(/done=cancelled/)
    await expect.poll(() => page.getByTestId('manage-message').textContent()).toContain('cancelada')
    const cancel = await smtp.waitFor((m) => m.raw.includes(`<bookings.${doc!.id}.2.visitor@`))
    const cancelled = new ICAL.Component(ICAL.parse(mimePart(cancel.raw, /text\/calendar/i)))
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancelled.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(2)
    expect((await records('bookings', { email: visitor })).docs[0]).toMatchObject({
      status: 'cancelled',
    })

    // A forged signature.
    await page.goto(firstLink.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAA'))
    const forged = page.getByTestId('manage-message')
    expect(await forged.getAttribute('data-reason')).toBe('invalid')
    expect(await forged.textContent()).toContain('não é válida')
    await axeClean(page.url())
  })
})
