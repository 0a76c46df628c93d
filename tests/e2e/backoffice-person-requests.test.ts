import { readFile } from 'node:fs/promises'

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { adminSession } from './admin-session'
import { browserForSuite, whenHydrated } from './browser'
import { mailServerForFile, postJson } from './forms-records'
import { placeOrder } from './shop-orders'

/**
 * A person's request that cannot go wrong, as the officer answers it in the browser: erasure by the
 * e-mail address alone finds the order the person's lead links (by its phone and name) and erases
 * it too, and the screen never says that nothing is held while a record of theirs is left; rows
 * marked for a check (maybe someone else's) start unticked, "all" and "none" tick and untick every
 * row, and Export and Erase ask the officer to confirm each of those rows by name.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)

/** A Portuguese mobile number of this run, typed as the forms take it. */
const number = (n: number) => `+351 91${String((Date.now() + n) % 10_000_000).padStart(7, '0')}`

const lead = (firstName: string, email: string, phone: string) =>
  postJson('lead', {
    interest: 'start_business',
    firstName,
    lastName: `Request${stamp}`,
    phone,
    phoneCountry: 'PT',
    email,
    country: 'PT',
  })

async function personScreen(): Promise<Page> {
  const page = await loggedIn('admin', { acceptDownloads: true })
  await page.goto('/admin/person-requests')
  await page.getByRole('heading', { name: 'Requests of a person' }).waitFor()
  await whenHydrated(page, '[data-person-requests] form')
  return page
}

async function searchFor(page: Page, fields: { email?: string; phone?: string }) {
  if (fields.email) await page.getByLabel('E-mail address').fill(fields.email)
  if (fields.phone) await page.getByLabel('Phone number').fill(fields.phone)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.locator('[data-person-results]').waitFor()
}

type Order = { id: number; customerName: string; phone: string; anonymisedAt?: string | null }

describe('erasure by e-mail', () => {
  it("finds the order the person's lead links and erases it too", async () => {
    const email = `carla-${stamp}@example.com`
    const phone = number(1)
    expect((await lead('Carla', email, phone)).status).toBe(201)
    // The order holds the name and the number (as typed, with its space), but no address.
    const orderNumber = await placeOrder({ name: `Carla Request${stamp}`, phone })

    const page = await personScreen()
    await searchFor(page, { email })
    const order = page.locator('[data-person-record="orders"]')
    await order.waitFor()
    await order.getByText(orderNumber).waitFor()
    // Found through what the lead holds, and said so.
    await order.locator('[data-person-why]').getByText('via their other records').waitFor()
    const linked = page.locator('[data-person-linked]')
    await linked.getByText(`Carla Request${stamp}`).waitFor()
    await linked.getByText(phone.replace(' ', '')).waitFor()
    expect(await order.getByRole('checkbox').isChecked()).toBe(true)

    await page.getByRole('button', { name: 'Erase…' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('button', { name: 'Yes, do it' }).click()
    await page.getByText(/^Done: \d+ erased, 1 anonymised\.$/).waitFor()
    await page.locator('[data-person-results="0"]').waitFor()
    await page.getByText('Nothing is held about', { exact: false }).waitFor()
    const { body } = await api<{ docs: Order[] }>(
      'admin',
      `/api/orders?where[number][equals]=${orderNumber}&depth=0`,
    )
    expect(body.docs[0]).toMatchObject({ customerName: '—', phone: '—' })
    expect(body.docs[0]!.anonymisedAt).toBeTruthy()
  })
})

describe('rows marked for a check', () => {
  it('start unticked; all and none; Export and Erase ask to confirm them by name', async () => {
    // Two customers who gave the same number (a shared office line), each with a lead.
    const phone = number(2)
    const dora = `dora-${stamp}@example.com`
    const eva = `eva-${stamp}@example.com`
    expect((await lead('Dora', dora, phone)).status).toBe(201)
    expect((await lead('Eva', eva, phone)).status).toBe(201)
    const page = await personScreen()
    await searchFor(page, { email: dora, phone })
    const rows = page.locator('[data-person-record="leads"]')
    await rows.nth(1).waitFor()
    const doraRow = rows.filter({ hasText: dora })
    const evaRow = rows.filter({ hasText: eva })
    await evaRow.getByText('check: same phone, another name or e-mail').waitFor()
    expect(await doraRow.getByRole('checkbox').isChecked()).toBe(true)
    expect(await evaRow.getByRole('checkbox').isChecked()).toBe(false)
    await page.getByText('Chosen: 1 of 2.', { exact: false }).waitFor()

    await page.getByRole('button', { name: 'Tick none' }).click()
    await page.getByText('Chosen: 0 of 2.', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Tick all' }).click()
    await page.getByText('Chosen: 2 of 2.', { exact: false }).waitFor()

    // Eva's row is ticked: nothing is exported until the officer confirms it by her name.
    let downloads = 0
    page.on('download', () => downloads++)
    await page.getByRole('button', { name: 'Export JSON' }).click()
    const dialog = page.getByRole('alertdialog')
    const confirmEva = dialog.getByRole('checkbox', { name: new RegExp(`Eva Request${stamp}`) })
    await confirmEva.waitFor()
    const go = dialog.getByRole('button', { name: 'Export JSON' })
    expect(await go.isDisabled()).toBe(true)
    expect(downloads).toBe(0)
    await confirmEva.check()
    const [download] = await Promise.all([page.waitForEvent('download'), go.click()])
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      records: { email?: string }[]
    }
    expect(file.records.map((r) => r.email).sort()).toEqual([dora, eva])

    // Erasure asks the same; Eva's row unticked, only Dora's lead goes.
    await evaRow.getByRole('checkbox').uncheck()
    await page.getByRole('button', { name: 'Erase…' }).click()
    await dialog.getByText('Erase this record?', { exact: false }).waitFor()
    expect(await dialog.getByRole('checkbox').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Yes, do it' }).click()
    await page.getByText('Done: 1 erased, 0 anonymised.').waitFor()
    await waitFor(async () => ((await rows.count()) === 1 ? true : undefined))
    const left = async (address: string) =>
      (await api<{ totalDocs: number }>('admin', `/api/leads?where[email][equals]=${address}`)).body
        .totalDocs
    expect(await left(dora)).toBe(0)
    expect(await left(eva)).toBe(1)
  })
})
