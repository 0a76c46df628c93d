import { readFile } from 'node:fs/promises'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCode } from '../support/second-factor'
import { testSmtpServer } from '../support/smtp'
import { waitFor } from '../support/wait'
import { axeViolations } from './axe'
import { baseURL, browserForSuite, whenHydrated } from './browser'
import { demoToken } from './http'

/**
 * What a data-protection officer sees in the browser: a sales account enrols its second factor at
 * its first login (and reaches nothing before), the admin's person-request screen finds a person by
 * a phone number typed differently, exports and erases their records, and a subscriber's
 * unsubscribe link.
 */
const { newPage } = browserForSuite()
const smtp = testSmtpServer(inject('smtpPort'))
const stamp = Date.now().toString(36)

const api = async (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, baseURL()), {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${await demoToken('admin')}`,
      ...init.headers,
    },
  })
const postForm = (form: string, body: Record<string, unknown>) =>
  fetch(new URL(`/api/v1/forms/${form}`, baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(() => smtp.start())
afterAll(() => smtp.stop())

describe('the second factor in the browser', () => {
  it('is set up at the first login, with recovery codes; nothing opens before', async () => {
    const account = { email: `first-${stamp}@example.com`, password: `first-login-${stamp}` }
    const created = await api('/api/users', {
      method: 'POST',
      body: JSON.stringify({ ...account, roles: ['sales'] }),
    })
    expect(created.status).toBe(201)
    const page = await newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(account.email)
    await page.locator('input[name="password"]').fill(account.password)
    await page.locator('button[type="submit"]').click()
    await page.getByRole('heading', { name: 'Set up your second factor' }).waitFor()
    expect(await page.locator('[data-second-factor="qr"] svg').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    // The password alone opens neither the admin's pages nor the API.
    await page.goto('/admin/collections/leads')
    await page.getByRole('heading', { name: 'Set up your second factor' }).waitFor()
    expect((await page.request.get('/api/leads')).status()).toBe(403)

    const secret = (await page.locator('[data-second-factor="secret"]').innerText()).replace(
      /\s/g,
      '',
    )
    await whenHydrated(page, '[data-second-factor="form"]')
    await page.getByLabel('Code from the app').fill('000000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('This code is not valid').waitFor()
    await page
      .getByLabel('Code from the app')
      .fill(await freshCode(secret, inject('secondFactorLedger')))
    await page.getByRole('button', { name: 'Continue' }).click()
    const codes = page.locator('[data-second-factor="recovery-codes"] li')
    await codes.first().waitFor()
    expect(await codes.count()).toBe(10)
    await page.getByRole('button', { name: 'I have kept them: continue' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/leads')
    expect((await page.request.get('/api/leads')).status()).toBe(200)
    const audit = (await (
      await api(`/api/audit-log?where[actorEmail][equals]=${encodeURIComponent(account.email)}`)
    ).json()) as { docs: { action: string }[] }
    expect(audit.docs.map((d) => d.action)).toEqual(
      expect.arrayContaining(['login-password', 'second-factor-failed', 'second-factor-enrolled']),
    )
  })
})

describe("the admin's person-request screen", () => {
  it('finds a person by a number typed differently, exports and erases their records', async () => {
    const email = `person-${stamp}@example.com`
    const lead = {
      interest: 'start_business',
      firstName: 'Ana',
      lastName: `Person${stamp}`,
      phone: '+351 912 000 123',
      phoneCountry: 'PT',
      email,
      country: 'PT',
    }
    expect((await postForm('lead', lead)).status).toBe(201)
    expect((await postForm('newsletter', { email })).status).toBe(201)
    const page = await newPage({ acceptDownloads: true })
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: await demoToken('admin'), url: baseURL() }])
    await page.goto('/admin/person-requests')
    await page.getByRole('heading', { name: 'Requests of a person' }).waitFor()
    await whenHydrated(page, '[data-person-requests] form')
    // Payload's own header (its locale button's contrast, its account link's name) is not ours to
    // audit.
    expect(await axeViolations(page, { exclude: ['.app-header'] })).toEqual([])

    await page.getByLabel('E-mail address or phone number').fill('912-000-123')
    await page.getByLabel('Country of a number without +code').selectOption('PT')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.locator('[data-person-record="leads"]').waitFor()
    // By e-mail: the lead and the newsletter subscription.
    await page.getByLabel('E-mail address or phone number').fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Search' }).click()
    await page.locator('[data-person-record="newsletter-subscribers"]').waitFor()
    expect(await page.locator('[data-person-record]').count()).toBe(2)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      records: { collection: string; email?: string }[]
    }
    expect(file.records.map((r) => r.collection).sort()).toEqual([
      'leads',
      'newsletter-subscribers',
    ])

    await page.getByRole('button', { name: 'Erase…' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Erase these 2 records?').waitFor()
    await dialog.getByRole('button', { name: 'Yes, do it' }).click()
    await page.getByText('Done: 2 erased, 0 anonymised.').waitFor()
    await page.getByText(`Nothing is held about ${email}.`).waitFor()
    const left = (await (
      await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`)
    ).json()) as { totalDocs: number }
    expect(left.totalDocs).toBe(0)
  })
})

describe('the newsletter', () => {
  it('unsubscribes with the signed link every subscriber leaves the site with', async () => {
    const email = `reader-${stamp}@example.com`
    expect((await postForm('newsletter', { email, locale: 'ua' })).status).toBe(201)
    const mail = await smtp.waitFor((m) => m.raw.includes(email), 30_000)
    const text = mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')
    const link = new URL(/Unsubscribe link: (\S+)/.exec(text)![1]!)
    expect(link.pathname).toBe('/ua/unsubscribe')
    const page = await newPage()
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('heading', { name: 'Відписатися від розсилки' }).waitFor()
    await page.getByRole('button', { name: 'Відписатися' }).click()
    await page.locator('[data-unsubscribe="done"]').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await waitFor(async () => {
      const found = (await (
        await api(`/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}`)
      ).json()) as { totalDocs: number }
      return found.totalDocs === 0 ? true : undefined
    })
  })
})
