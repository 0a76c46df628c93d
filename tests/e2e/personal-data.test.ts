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
 * a phone number typed differently, shows whose each record is, and exports and erases only the
 * records the officer chose and confirmed; and a subscriber's unsubscribe link.
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
    // The file's first back-office page: on a loaded host its first load has taken longer than the
    // 15 s a navigation gets elsewhere (as logInThroughForm allows).
    await page.goto('/admin/login', { timeout: 45_000 })
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
  it('finds by a number typed differently, shows whose each record is, and acts on the chosen only', async () => {
    // Two customers who gave the same number (a shared office line), each with a lead.
    const digits = String(Date.now() % 10_000_000).padStart(7, '0')
    const phone = `+351 91${digits}`
    const lead = (firstName: string, email: string) => ({
      interest: 'start_business',
      firstName,
      lastName: `Person${stamp}`,
      phone,
      phoneCountry: 'PT',
      email,
      country: 'PT',
    })
    const ana = `ana-${stamp}@example.com`
    const bruno = `bruno-${stamp}@example.com`
    expect((await postForm('lead', lead('Ana', ana))).status).toBe(201)
    expect((await postForm('lead', lead('Bruno', bruno))).status).toBe(201)
    const page = await newPage({ acceptDownloads: true })
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: await demoToken('admin'), url: baseURL() }])
    await page.goto('/admin/person-requests')
    await page.getByRole('heading', { name: 'Requests of a person' }).waitFor()
    await whenHydrated(page, '[data-person-requests] form')

    // Typed as the person says it, without the country code.
    await page
      .getByLabel('Phone number')
      .fill(`91${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4)}`)
    await page.getByLabel('Country of a number without +code').selectOption('PT')
    await page.getByRole('button', { name: 'Search' }).click()
    const rows = page.locator('[data-person-record="leads"]')
    await rows.nth(1).waitFor()
    expect(await rows.count()).toBe(2)
    for (const name of ['Name', 'E-mail', 'Phone', 'Found by'])
      await page.getByRole('columnheader', { name, exact: true }).waitFor()
    const anaRow = rows.filter({ hasText: ana })
    const brunoRow = rows.filter({ hasText: bruno })
    await anaRow.getByRole('cell', { name: `Ana Person${stamp}` }).waitFor()
    await brunoRow.getByRole('cell', { name: `+35191${digits}` }).waitFor()
    // Each record's status by its name, as its list shows it, not its code ("new"), and its date in
    // the back office's one format, with its offset.
    await anaRow.getByRole('cell', { name: 'New', exact: true }).waitFor()
    await anaRow.getByRole('cell', { name: /\(GMT[+-]\d{2}:\d{2}\)$/ }).waitFor()
    // Same number, different names and addresses: both marked, and the screen says so.
    await brunoRow.getByText('check: same phone, another name or e-mail').waitFor()
    await page.locator('[data-person-doubtful]').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Both are marked for a check, so both start unticked: the officer ticks Ana's, and confirms
    // it by her name before it is exported or erased.
    expect(await brunoRow.getByRole('checkbox').isChecked()).toBe(false)
    await page.getByText('Chosen: 0 of 2.', { exact: false }).waitFor()
    await anaRow.getByRole('checkbox').check()
    await page.getByText('Chosen: 1 of 2.', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Export JSON' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('checkbox', { name: new RegExp(`Ana Person${stamp}`) }).check()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    const file = await readFile((await download.path())!, 'utf8')
    const exported = JSON.parse(file) as { records: { collection: string; email?: string }[] }
    expect(exported.records.map((r) => [r.collection, r.email])).toEqual([['leads', ana]])
    expect(file).not.toContain(bruno)

    await page.getByRole('button', { name: 'Erase…' }).click()
    await dialog.getByText('Erase this record?', { exact: false }).waitFor()
    await dialog.getByRole('checkbox', { name: new RegExp(`Ana Person${stamp}`) }).check()
    await dialog.getByRole('button', { name: 'Yes, do it' }).click()
    await page.getByText('Done: 1 erased, 0 anonymised.').waitFor()
    // Searched again: only Bruno's lead is left.
    await waitFor(async () => ((await rows.count()) === 1 ? true : undefined))
    await rows.filter({ hasText: bruno }).waitFor()
    const left = async (email: string) =>
      (
        (await (
          await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`)
        ).json()) as { totalDocs: number }
      ).totalDocs
    expect(await left(ana)).toBe(0)
    expect(await left(bruno)).toBe(1)
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
