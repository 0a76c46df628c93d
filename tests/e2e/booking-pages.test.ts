import { gzipSync } from 'node:zlib'

import { parse } from 'node-html-parser'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { visitorZone } from '@/features/booking/zones'
import { locales } from '@/i18n/locales'

import { waitFor } from '../support/wait'
import { axeViolations } from './axe'
import { baseURL, browserForSuite, hydratedForm } from './browser'
import { mailServerForFile, records } from './forms-records'
import { demoToken } from './http'

/**
 * The booking page itself and the links to it: `/<locale>/book-a-meeting` axe clean in four
 * locales on a desktop and a phone; "Book a meeting" from the calculator's result, the hardware
 * search's results and the lead form's success message carrying the plan, interest and lead source
 * into the booking form's hidden fields (and from there into the meeting); the page's one small
 * script and no library. The booking from /pt/business without JavaScript, e-mails and invitation,
 * is booking.test.ts.
 */
const { newPage } = browserForSuite()
mailServerForFile()
const stamp = Date.now().toString(36)

async function admin(method: 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(new URL(`/api/${path}`, baseURL()), {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${await demoToken('admin')}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc
}

// A salesperson for every language, every day, so each locale's page lists times. Taken away after
// the file: booking.test.ts expects its own Kyiv salesperson to be the only one free in Portuguese.
let availability: number | undefined
beforeAll(async () => {
  const user = await admin('POST', 'users', {
    email: `pages.${stamp}@voltra.example`,
    password: `Booking-pages-${stamp}-long-password!`,
    name: 'Ana Pages',
    roles: ['sales'],
  })
  availability = (
    await admin('POST', 'sales-availability', {
      salesperson: user.id,
      label: `Pages ${stamp}`,
      timeZone: 'Europe/London',
      languages: ['en', 'pt', 'uk'],
      weeklyHours: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
        day,
        from: '07:00',
        to: '19:00',
      })),
      meetingMinutes: 30,
      bufferMinutes: 10,
      noticeMinutes: 120,
      horizonDays: 14,
      meetingLink: 'https://meet.example/ana',
    })
  ).id
})
afterAll(async () => {
  if (availability !== undefined) await admin('DELETE', `sales-availability/${availability}`)
})

const bookingForm = (page: Page) => page.locator('form[data-testid="booking-form"]')

/** The booking form's carried hidden fields (plan, interest, source), those present. */
async function carried(page: Page): Promise<Record<string, string>> {
  const form = bookingForm(page)
  const found: Record<string, string> = {}
  for (const name of ['plan', 'interest', 'source']) {
    const input = form.locator(`input[type="hidden"][name="${name}"]`)
    if (await input.count()) found[name] = (await input.getAttribute('value')) ?? ''
  }
  return found
}

/** The link's own query (what the booking page should carry). */
const queryOf = async (link: ReturnType<Page['locator']>) =>
  Object.fromEntries(new URL((await link.getAttribute('href'))!, baseURL()).searchParams)

/** The plain form as a visitor without JavaScript meets it: days and times as radio buttons. */
async function expectPlainForm(page: Page) {
  const form = bookingForm(page)
  expect(await form.getAttribute('method')).toBe('post')
  expect(await form.getAttribute('action')).toBe('/api/v1/booking')
  expect(await form.locator('fieldset fieldset legend').count()).toBeGreaterThan(0)
  expect(await form.locator('input[type="radio"][name="slot"]').count()).toBeGreaterThan(0)
}

describe('the booking page', () => {
  const sizes = [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const
  const cases = locales.flatMap((locale) =>
    sizes.map(([name, viewport]) => [locale, name, viewport] as const),
  )

  it.each(cases)('/%s/book-a-meeting on a %s is axe clean', async (locale, _name, viewport) => {
    const page = await newPage({ viewport })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message.slice(0, 300)))
    // The locale's own zone in the address: the page's script then reloads nothing.
    const zone = visitorZone(locale, undefined)
    await page.goto(`/${locale}/book-a-meeting?tz=${encodeURIComponent(zone)}`, {
      waitUntil: 'load',
    })
    // Audited once hydrated, as the sweep does: the cookie notice's buttons are enabled then.
    await page.waitForFunction(() => {
      const button = document.querySelector('.cookie-notice button')
      return document.readyState === 'complete' && button instanceof HTMLButtonElement
        ? !button.disabled
        : false
    })
    expect(await page.locator('input[name="slot"]').count()).toBeGreaterThan(0)
    expect(await axeViolations(page, { impacts: ['moderate', 'serious', 'critical'] })).toEqual([])
    expect(problems).toEqual([])
  })

  // The meeting's own pages without their signed link: the refusal, in each language.
  it.each(locales)(
    '/%s/book-a-meeting/booked and /manage without a link are axe clean',
    async (locale) => {
      const page = await newPage({ viewport: { width: 390, height: 844 } })
      for (const path of ['booked', 'manage']) {
        await page.goto(`/${locale}/book-a-meeting/${path}`, { waitUntil: 'load' })
        await page.locator('[role="alert"]').first().waitFor()
        expect(await axeViolations(page, { impacts: ['moderate', 'serious', 'critical'] })).toEqual(
          [],
        )
      }
    },
  )

  it('carries only its own small script, and no library', async () => {
    const scriptsOf = async (path: string) => {
      const response = await fetch(new URL(path, baseURL()))
      expect(response.status, path).toBe(200)
      const doc = parse(await response.text())
      return new Set(
        [
          ...doc.querySelectorAll('script[src]:not([nomodule])').map((s) => s.getAttribute('src')),
          ...doc
            .querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]')
            .map((l) => l.getAttribute('href')),
        ].filter((src): src is string => typeof src === 'string' && src.startsWith('/')),
      )
    }
    const [booking, business] = await Promise.all([
      scriptsOf('/en/book-a-meeting?tz=Europe%2FLondon'),
      scriptsOf('/en/business'),
    ])
    const own = [...booking].filter((src) => !business.has(src))
    const bodies = await Promise.all(
      own.map(async (src) =>
        Buffer.from(await (await fetch(new URL(src, baseURL()))).arrayBuffer()),
      ),
    )
    const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024
    // DetectTimeZone and the route's own chunk: well under what any library weighs (luxon alone
    // is about 20 KB gzip).
    expect(gzipKb, `${own.join(', ')}: ${gzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(5)
    for (const [i, body] of bodies.entries()) {
      const text = body.toString('utf8')
      // luxon, valibot, ical.js, libphonenumber: none is the booking page's business in the browser.
      for (const marker of ['Invalid DateTime', 'Invalid type: Expected', 'ICAL', 'libphonenumber'])
        expect(text.includes(marker), `${own[i]} holds ${marker}`).toBe(false)
    }
  })
})

describe('"Book a meeting" carries the plan, interest and source', () => {
  const plan = 'ac22=4&dc50=2&hours=4&price=0.45&energy=0.2&capex=120000&fees=400'

  it("from the calculator's result, without JavaScript, into the meeting", async () => {
    const page = await newPage({ javaScriptEnabled: false, timezoneId: 'Europe/London' })
    await page.goto(`/en/business/calculator?${plan}`)
    const link = page.locator('a[data-book]')
    expect(await link.count()).toBe(1)
    const expected = await queryOf(link)
    expect(expected).toMatchObject({ source: 'calculator', interest: 'start_business' })
    for (const part of plan.split('&')) expect(expected.plan).toContain(part)
    await link.click()
    await page.waitForURL(/\/en\/book-a-meeting\?/)
    await expectPlainForm(page)
    expect(await carried(page)).toEqual(expected)

    // The plain form posts, and the meeting keeps what the link carried.
    const radio = bookingForm(page).locator('input[name="slot"]').first()
    await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click()
    const email = `calc.${stamp}@fleet.example`
    await page.locator('#booking-name').fill('Rita Mendes')
    await page.locator('#booking-email').fill(email)
    await page.locator('#booking-company').fill('Mendes Hotels')
    await bookingForm(page).locator('button[type="submit"]').click()
    await page.waitForURL(/\/en\/book-a-meeting\/booked\?id=\d+&t=/)
    const meeting = await waitFor(async () => (await records('bookings', { email })).docs[0])
    expect(meeting).toMatchObject(expected)
  })

  it('from the calculator with JavaScript: the link follows the plan typed', async () => {
    const page = await newPage({ consent: true, timezoneId: 'Europe/London' })
    await page.goto(`/en/business/calculator?${plan}`)
    await page.waitForSelector('[data-enhance="payback-calculator"][data-enhanced]')
    await page.locator('#calc-ac22').fill('7')
    const link = page.locator('a[data-book]')
    await expect.poll(async () => (await queryOf(link)).plan).toContain('ac22=7')
    expect(await queryOf(link)).toMatchObject({ source: 'calculator', interest: 'start_business' })
  })

  it("from each of the hardware search's results, without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/en/business/hardware?q=ABB')
    const cards = page.locator('[data-results] [data-model]')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      const model = (await card.getAttribute('data-model'))!
      expect(await queryOf(card.locator('a[data-book]'))).toEqual({
        source: 'hardware',
        plan: model,
        interest: 'migrate_charging_network',
      })
    }
    const first = cards.first()
    const model = (await first.getAttribute('data-model'))!
    await first.locator('a[data-book]').click()
    await page.waitForURL(/\/en\/book-a-meeting\?/)
    await expectPlainForm(page)
    expect(await carried(page)).toEqual({
      source: 'hardware',
      plan: model,
      interest: 'migrate_charging_network',
    })
  })

  it('from the hardware search as you type: the same links as the server draws', async () => {
    const page = await newPage({ consent: true })
    await page.goto('/en/business/hardware')
    await page.waitForSelector('[data-enhance="hardware-search"][data-enhanced]')
    await page.getByLabel('Manufacturer or model').fill('ABB')
    await page.locator('[data-results]:not([hidden]) [data-model]').first().waitFor()
    const drawn = await page
      .locator('[data-results] [data-model] a[data-book]')
      .evaluateAll((links) =>
        links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-describedby')]),
      )
    const served = parse(
      await (await fetch(new URL('/en/business/hardware?q=ABB', baseURL()))).text(),
    )
      .querySelectorAll('[data-results] [data-model] a[data-book]')
      .map((a) => [a.getAttribute('href'), a.getAttribute('aria-describedby')])
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn).toEqual(served)
    // Each link is described by its model's heading.
    for (const [, id] of drawn) expect(await page.locator(`h3[id="${id}"]`).count()).toBe(1)
  })

  it("from the lead form's success message, with the plan and interest sent", async () => {
    // In London, the English page's own zone: the booking page's script reloads nothing.
    const page = await newPage({ consent: true, timezoneId: 'Europe/London' })
    await page.goto(`/en/business/calculator?${plan}&talk=1#lead-form`)
    const form = await hydratedForm(page, 'lead')
    await form.locator('[name="firstName"]').fill('Rita')
    await form.locator('[name="lastName"]').fill('Mendes')
    await form.locator('[name="company"]').fill('Mendes Hotels')
    await form.locator('[name="email"]').fill(`lead.${stamp}@fleet.example`)
    await form.locator('[name="phone"]').fill('020 7946 0000')
    await form.locator('[name="country"]').selectOption('PT')
    await form.locator('button[type="submit"]').click()
    await form.getByText('Your message has been sent successfully.').waitFor()
    const link = form.getByRole('link', { name: 'Book a meeting' })
    const query = await queryOf(link)
    expect(query).toMatchObject({ source: 'calculator', interest: 'start_business' })
    for (const part of plan.split('&')) expect(query.plan).toContain(part)
    // A plain link: followed, the booking page carries the same.
    await link.click()
    await page.waitForURL(/\/en\/book-a-meeting\?/)
    await bookingForm(page).waitFor()
    expect(await carried(page)).toEqual(query)
  })
})
