import { readFile } from 'node:fs/promises'

import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { adminSession } from './admin-session'
import { baseURL, browserForSuite, whenHydrated } from './browser'
import { mailServerForFile, postJson } from './forms-records'
import { payable } from './pay-stations'
import { placeOrder } from './shop-orders'

/**
 * Every list with an export (the six kinds of submission, orders, payments): "Export CSV" holds
 * exactly the rows the list shows, in its order, with its filters, its search and its sort, and
 * only the rows ticked when some are. Each list gets two records of this run (A, B) that a filter
 * finds, and a search for A's own value narrows the list to A.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)
// A sales account of this file alone: a list keeps its sort in the account's preferences.
const account = { email: `exports-${stamp}@example.com`, password: `exports-${stamp}-password` }

// Its login (password and second factor, once): each test's page starts with its cookies.
let session: Awaited<ReturnType<BrowserContext['storageState']>>
beforeAll(async () => {
  const created = await api('admin', '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...account, roles: ['sales'] }),
  })
  expect(created.status).toBe(201)
  session = await (await loggedIn(account)).context().storageState()
})

/** One list: how to make a record of it, the field a filter reads, the value a search finds. */
type List = {
  slug: string
  /** Makes record `which` of this run; answers the value a search for it alone finds. */
  create: (which: 'a' | 'b') => Promise<string>
  /**
   * The field whose value holds this run's tag, and the tag: filtered with `contains`, which the
   * list's filters offer for text and e-mail fields alike.
   */
  filter: { field: string; value: string }
}

const mailOf = (slug: string, which: string) => `${which}-${slug}-${stamp}@example.com`
// Portuguese mobile numbers of this run: the same first seven digits, then 01 or 02.
const digits = String(Date.now() % 100_000).padStart(5, '0')
const phoneOf = (which: 'a' | 'b') => `+35191${digits}${which === 'a' ? '01' : '02'}`

async function submitted(form: string, body: Record<string, unknown>, found: string) {
  const response = await postJson(form, body)
  expect(response.status, form).toBe(201)
  return found
}

const submissionLists: List[] = [
  [
    'leads',
    'lead',
    { interest: 'start_business', firstName: 'Ex', lastName: 'Port', country: 'PT' },
  ],
  ['partner-requests', 'partner', { name: 'Ex Port', interest: 'roaming', privacyPolicy: true }],
  ['contact-messages', 'contact', { name: 'Ex Port', message: 'Exported' }],
  [
    'job-applications',
    'job-application',
    {
      position: 'Engineer',
      firstName: 'Ex',
      lastName: 'Port',
      linkedin: 'https://linkedin.com/in/x',
    },
  ],
  ['newsletter-subscribers', 'newsletter', {}],
].map(([slug, form, body]) => ({
  slug: slug as string,
  filter: { field: 'email', value: `-${slug as string}-${stamp}@` },
  create: (which: 'a' | 'b') => {
    const email = mailOf(slug as string, which)
    const phone = ['leads', 'partner-requests'].includes(slug as string)
      ? { phone: phoneOf(which), phoneCountry: 'PT' }
      : {}
    return submitted(form as string, { ...(body as object), ...phone, email }, email)
  },
}))

const lists: List[] = [
  ...submissionLists,
  {
    slug: 'deletion-requests',
    filter: { field: 'phone', value: `+35191${digits}` },
    create: (which) =>
      submitted('deletion-request', { phone: phoneOf(which), phoneCountry: 'PT' }, phoneOf(which)),
  },
  {
    slug: 'orders',
    filter: { field: 'customerName', value: `Exports ${stamp}` },
    create: (which) => placeOrder({ name: `Exports ${stamp} ${which}` }),
  },
  {
    slug: 'payments',
    filter: { field: 'email', value: `-payments-${stamp}@` },
    create: async (which) => {
      const point = await payable()
      const email = mailOf('payments', which)
      const response = await fetch(new URL('/api/v1/payments', baseURL()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          station: point.id,
          connector: point.connector,
          amount: '20',
          email,
          locale: 'en',
          idempotencyKey: `exports-${stamp}-${which}`,
        }),
      })
      expect(response.status).toBe(201)
      return email
    },
  },
]

/** The cells of a CSV (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && (c === ',' || c === '\n')) {
      row.push(cell.replace(/\r$/, ''))
      cell = ''
      if (c === '\n') {
        rows.push(row)
        row = []
      }
    } else {
      cell += c
    }
  }
  return rows
}

/** The ids of the rows the list on the page shows, in its order. */
async function shownIds(page: Page, slug: string): Promise<string[]> {
  const hrefs = await page
    .locator('.table tbody tr')
    .evaluateAll(
      (rows, s) =>
        rows.map(
          (row) =>
            row.querySelector<HTMLAnchorElement>(`a[href*="/collections/${s}/"]`)?.href ?? '',
        ),
      slug,
    )
  return hrefs.map((href) => href.split('/').pop()!.split('?')[0]!)
}

async function listShows(page: Page, slug: string, ids: string[]) {
  let shown: string[] = []
  await waitFor(async () => {
    shown = await shownIds(page, slug)
    return JSON.stringify(shown) === JSON.stringify(ids) ? true : undefined
  }).catch(() => expect(shown, `${slug}: the rows shown`).toEqual(ids))
}

/** The ids in the file "Export CSV" downloads now. */
async function exportedIds(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV', exact: true }).click(),
  ])
  const [header, ...rows] = csvRows((await readFile((await download.path())!, 'utf8')).slice(1))
  expect(header![0]).toBe('ID')
  return rows.map((cells) => cells[0]!)
}

describe('Export CSV', () => {
  for (const list of lists) {
    it(`on ${list.slug} holds the rows the list shows`, { timeout: 120_000 }, async () => {
      const a = await list.create('a')
      await list.create('b')
      const { body } = await api<{ docs: { id: number }[] }>(
        'admin',
        `/api/${list.slug}?where[${list.filter.field}][contains]=${encodeURIComponent(list.filter.value)}&sort=createdAt&depth=0`,
      )
      const [idA, idB] = body.docs.map((d) => String(d.id))
      expect(body.docs).toHaveLength(2)

      const page = await newPage({ storageState: session })
      const filter = `where[or][0][and][0][${list.filter.field}][contains]=${encodeURIComponent(list.filter.value)}`
      // The filter, sorted oldest first (the list's default is newest first). The first load of
      // the back office has taken longer than a navigation's 15 s on a loaded host.
      await page.goto(`/admin/collections/${list.slug}?${filter}&sort=createdAt`, {
        timeout: 60_000,
      })
      await listShows(page, list.slug, [idA!, idB!])
      expect.soft(await exportedIds(page), list.slug).toEqual([idA, idB])
      // Newest first again.
      await page.goto(`/admin/collections/${list.slug}?${filter}&sort=-createdAt`)
      await listShows(page, list.slug, [idB!, idA!])
      expect.soft(await exportedIds(page), list.slug).toEqual([idB, idA])

      // A search typed in the box, on top of the filter.
      await whenHydrated(page, '#search-filter-input')
      await page.locator('#search-filter-input').fill(a)
      await listShows(page, list.slug, [idA!])
      expect.soft(await exportedIds(page), list.slug).toEqual([idA])

      // The search emptied, one row ticked: that row alone.
      await page.locator('#search-filter-input').fill('')
      await listShows(page, list.slug, [idB!, idA!])
      const row = page.locator('.table tbody tr').nth(1)
      await row.locator('input[type="checkbox"]').check()
      expect.soft(await exportedIds(page), list.slug).toEqual([idA])
    })
  }
})
