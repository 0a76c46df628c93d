import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { demoSecondFactor, demoUser, type DemoRole } from '../support/e2e-env'
import { passSecondFactorInPage } from '../support/second-factor'
import { testSmtpServer } from '../support/smtp'
import { baseURL, browserForSuite, whenHydrated } from './browser'
import { waitFor } from '../support/wait'
import { demoToken } from './http'

/**
 * The back office as each role's workplace: the dashboard per role, Retry now on a failed delivery,
 * a lead's assignment and notes in its history, the admin in Ukrainian, no broken image or console
 * error, no empty draft left by "Create new", saving when reached at another address than SITE_URL,
 * and what each role may do through Payload's REST API.
 */
const { newPage } = browserForSuite()
const smtp = testSmtpServer(inject('smtpPort'))
const stamp = Date.now().toString(36)
const token = demoToken

async function api(role: DemoRole, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, baseURL()), {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${await token(role)}`,
      ...init.headers,
    },
  })
}

type Doc = {
  id: number
  delivery?: { state?: string }
  history?: { at: string; byEmail: string; change: string; to?: string; note?: string }[]
  [key: string]: unknown
}
async function findOne(collection: string, field: string, value: string): Promise<Doc | undefined> {
  const response = await api(
    'admin',
    `/api/${collection}?depth=0&where[${field}][equals]=${encodeURIComponent(value)}`,
  )
  return ((await response.json()) as { docs: Doc[] }).docs[0]
}

/**
 * A logged-in page. The session cookie comes from the same login the admin's form makes; the demo
 * admin and sales use the complete login (password and second factor) the global setup made.
 */
async function loggedIn(
  role: DemoRole | { email: string; password: string },
  origin = baseURL(),
): Promise<Page> {
  const page = await newPage({ baseURL: origin })
  if (role === 'admin' || role === 'sales') {
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: await token(role), url: origin }])
    return page
  }
  const credentials = typeof role === 'string' ? demoUser(role) : role
  const response = await page.request.post(`${origin}/api/users/login`, { data: credentials })
  expect(response.status()).toBe(200)
  return page
}

/** The sidebar's links by name, shown or hidden. */
const navLinks = (page: Page, name: RegExp) =>
  page.locator('nav').getByRole('link', { name, includeHidden: true })

const postForm = (form: string, body: Record<string, unknown>) =>
  fetch(new URL(`/api/v1/forms/${form}`, baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(() => smtp.start())
afterAll(() => smtp.stop())

describe('dashboard per role', () => {
  it('shows sales a submission posted since they opened it', async () => {
    const page = await loggedIn('sales')
    await page.goto('/admin')
    await page.locator('[data-dashboard="new"]').waitFor()
    const email = `dash-${stamp}@example.com`
    const response = await postForm('lead', {
      interest: 'start_business',
      firstName: 'Dashboard',
      lastName: `Lead${stamp}`,
      phone: '07911 123456',
      phoneCountry: 'GB',
      email,
      country: 'GB',
    })
    expect(response.status).toBe(201)
    await page.reload()
    const inbox = page.locator('[data-dashboard="new"]')
    await inbox.getByRole('link', { name: new RegExp(`Dashboard Lead${stamp}`) }).waitFor()
    // Sales work on submissions and orders: the content collections are not in their way.
    await page.locator('[data-dashboard="orders"]').waitFor()
    await page.locator('[data-dashboard="failed"]').waitFor()
    expect(await page.locator('[data-dashboard="drafts"]').count()).toBe(0)
    // What the sidebar offers, whether it or a group of it is open or not (Payload closes the
    // sidebar at this width once hydrated, a collapsed group is aria-hidden): counted once the
    // admin has hydrated.
    await page.locator('aside.nav--nav-hydrated').waitFor({ state: 'attached' })
    await navLinks(page, /^Leads$/).waitFor({ state: 'attached' })
    expect(await navLinks(page, /^Posts$/).count()).toBe(0)
    expect(await navLinks(page, /^Leads$/).count()).toBe(1)
  })

  it('shows editors their drafts and published posts, and admins the system health too', async () => {
    const editor = await loggedIn('editor')
    await editor.goto('/admin')
    await editor.locator('[data-dashboard="drafts"]').waitFor()
    await editor
      .locator('[data-dashboard="published"]')
      .getByRole('link', { name: /View on the site/ })
      .first()
      .waitFor()
    expect(await editor.locator('[data-dashboard="new"]').count()).toBe(0)
    // Counted once the sidebar holds the editor's own links, so an absent Leads link is a refusal,
    // not a race.
    await navLinks(editor, /^Posts$/).waitFor({ state: 'attached' })
    expect(await navLinks(editor, /^Leads$/).count()).toBe(0)
    const admin = await loggedIn('admin')
    await admin.goto('/admin')
    for (const part of ['new', 'failed', 'drafts', 'health'])
      await admin.locator(`[data-dashboard="${part}"]`).waitFor()
  })

  for (const role of ['sales', 'editor', 'admin'] as const) {
    it(`has no broken image and no console error for ${role}`, async () => {
      const page = await newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto('/admin/login')
      await page.locator('input[name="email"]').fill(demoUser(role).email)
      await page.locator('input[name="password"]').fill(demoUser(role).password)
      await page.locator('button[type="submit"]').click()
      if (role !== 'editor') {
        const { secret, ledger } = demoSecondFactor(role)
        await passSecondFactorInPage(page, secret, ledger)
      }
      await page.waitForURL((url) => url.pathname === '/admin')
      await page.locator('[data-dashboard]').first().waitFor()
      await page.locator('[data-avatar="initials"]').first().waitFor()
      await page.waitForLoadState('networkidle')
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      )
      expect(broken).toEqual([])
      expect(await page.locator('img[src*="gravatar"]').count()).toBe(0)
      expect(errors).toEqual([])
      expect(await page.title()).toContain('Voltra back office')
    })
  }
})

describe('Retry now', () => {
  it(
    'delivers a submission whose delivery failed while the mail server was down',
    { timeout: 120_000 },
    async () => {
      await smtp.stop()
      const email = `retry-${stamp}@example.com`
      expect(
        (
          await postForm('contact', {
            name: 'Retry Test',
            email,
            message: 'Sent while the mail server was down.',
          })
        ).status,
      ).toBe(201)
      const failed = await waitFor(async () => {
        const doc = await findOne('contact-messages', 'email', email)
        return doc?.delivery?.state === 'failed' ? doc : undefined
      }, 60_000)
      await smtp.start()
      const page = await loggedIn('sales')
      await page.goto('/admin')
      const retry = page.locator(`[data-retry="contact-messages/${failed.id}"]`)
      await whenHydrated(page, `[data-retry="contact-messages/${failed.id}"] button`)
      await retry.getByRole('button', { name: 'Retry now' }).click()
      // Said in a toast (the row itself leaves the list when the page refreshes). The scheduler may
      // claim the record between the reset and this request's own attempt; then it says the record
      // is queued.
      await page
        .getByText(/^(Delivered\.|Queued: it will be delivered shortly\.)$/)
        .first()
        .waitFor({ timeout: 30_000 })
      await smtp.waitFor((m) => m.raw.includes(email))
      expect((await findOne('contact-messages', 'email', email))?.delivery?.state).toBe('delivered')
      // A record that is not failed cannot be retried; other roles cannot retry at all.
      const again = await api('sales', '/api/delivery/retry', {
        method: 'POST',
        body: JSON.stringify({ collection: 'contact-messages', id: failed.id }),
      })
      expect(again.status).toBe(409)
      const editor = await api('editor', '/api/delivery/retry', {
        method: 'POST',
        body: JSON.stringify({ collection: 'contact-messages', id: failed.id }),
      })
      expect(editor.status).toBe(403)
    },
  )
})

describe('lead workflow', () => {
  it('keeps the assignment and a note in the history with who and when', async () => {
    const email = `owner-${stamp}@example.com`
    expect(
      (
        await postForm('lead', {
          interest: 'offer_my_locations',
          firstName: 'Owner',
          lastName: 'Test',
          phone: '07911 123456',
          phoneCountry: 'GB',
          email,
          country: 'GB',
          address: '1 High St',
        })
      ).status,
    ).toBe(201)
    const lead = await waitFor(() => findOne('leads', 'email', email))
    const sales = demoUser('sales')
    const page = await loggedIn('sales')
    await page.goto(`/admin/collections/leads/${lead.id}`)
    const owner = page.locator('#field-owner input').first()
    await owner.click()
    await owner.fill('sales@')
    await page.locator('.rs__option', { hasText: sales.email }).click()
    await page.locator('#field-note').fill('Called, wants a demo')
    const before = Date.now()
    await page.locator('#action-save').click()
    const saved = await waitFor(async () => {
      const doc = await findOne('leads', 'email', email)
      return doc?.history?.length === 2 ? doc : undefined
    })
    expect(saved.history!.map((h) => [h.change, h.to ?? h.note, h.byEmail])).toEqual([
      ['owner', sales.email, sales.email],
      ['note', 'Called, wants a demo', sales.email],
    ])
    expect(Math.abs(Date.parse(saved.history![0]!.at) - before)).toBeLessThan(60_000)
    await page.reload()
    // The history reads as entries in the admin's language, newest first, with who and when.
    const history = page.getByTestId('history')
    await history.getByText(`Owner: — → ${sales.email}`).waitFor()
    await history.getByText('Note: Called, wants a demo').waitFor()
    expect(await history.innerText()).toContain(`${sales.email}, `)
    expect(await page.locator('#field-note').inputValue()).toBe('')
  })
})

describe('admin interface language', () => {
  it('follows the user: Ukrainian once chosen, and at their next login', async () => {
    const account = { email: `uk-${stamp}@example.com`, password: `uk-password-${stamp}` }
    const created = await api('admin', '/api/users', {
      method: 'POST',
      body: JSON.stringify({ ...account, roles: ['editor'] }),
    })
    expect(created.status).toBe(201)
    const page = await loggedIn(account)
    await page.goto('/admin/account')
    const language = page.locator('#field-language')
    // A click before the admin has hydrated the select opens nothing (a busy machine makes it
    // likely).
    await whenHydrated(page, '#field-language')
    await language.click()
    await page.locator('.rs__option', { hasText: 'Українська' }).click()
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/users/') && r.request().method() === 'PATCH',
      ),
      page.locator('#action-save').click(),
    ])
    expect(saved.status()).toBe(200)
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Ваш робочий стіл' }).waitFor()
    await page.getByText('Чернетки').first().waitFor()
    // Elsewhere (a fresh browser), logging in brings the same language.
    const elsewhere = await loggedIn(account)
    await elsewhere.goto('/admin')
    await elsewhere.getByRole('heading', { name: 'Ваш робочий стіл' }).waitFor()
    await elsewhere.getByText('Новини').first().waitFor({ state: 'attached' })
  })
})

describe('drafts', () => {
  it('opening "Create new" and leaving stores no empty post', async () => {
    const count = async () =>
      (
        (await (await api('admin', '/api/posts?draft=true&limit=0&depth=0')).json()) as {
          totalDocs: number
        }
      ).totalDocs
    const before = await count()
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').waitFor()
    await page.waitForTimeout(3000) // longer than the autosave interval
    expect(new URL(page.url()).pathname).toBe('/admin/collections/posts/create')
    await page.goto('/admin')
    expect(await count()).toBe(before)
  })

  it('saves from another address than SITE_URL (localhost instead of 127.0.0.1)', async () => {
    const other = baseURL().replace('127.0.0.1', 'localhost')
    expect(other).not.toBe(baseURL())
    const page = await loggedIn('editor', other)
    await page.goto(`${other}/admin/collections/posts/create`)
    const title = `Any address ${stamp}`
    await page.locator('#field-title').fill(title)
    await page.locator('#field-excerpt').fill('Saved from a different host name.')
    await page.locator('#action-save').click()
    await page.waitForURL((url) => /\/admin\/collections\/posts\/\d+$/.test(url.pathname), {
      timeout: 20_000,
    })
    expect(new URL(page.url()).host).toBe(new URL(other).host)
    const saved = await waitFor(() => findOne('posts', 'title', title))
    expect(saved.title).toBe(title)
  })
})

describe("Payload's REST API per role", () => {
  it('sales cannot write the history; editors cannot read leads; sales read no drafts and no editors', async () => {
    const email = `rest-${stamp}@example.com`
    expect((await postForm('contact', { name: 'Rest', email, message: 'Hi' })).status).toBe(201)
    const doc = await waitFor(() => findOne('contact-messages', 'email', email))
    const forged = [
      {
        at: '2020-01-01T00:00:00.000Z',
        byEmail: 'ceo@example.com',
        change: 'note',
        note: 'forged',
      },
    ]
    const patched = await api('sales', `/api/contact-messages/${doc.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ history: forged, status: 'done' }),
    })
    expect(patched.status).toBe(200)
    const after = await findOne('contact-messages', 'email', email)
    expect(after?.history?.map((h) => [h.change, h.to, h.byEmail])).toEqual([
      ['status', 'done', demoUser('sales').email],
    ])

    expect((await api('editor', '/api/leads')).status).toBe(403)
    expect((await api('editor', '/api/orders')).status).toBe(403)
    expect((await api('editor', '/api/leads/export.csv')).status).toBe(403)

    const drafts = (await (
      await api('sales', '/api/posts?draft=true&limit=100&depth=0&where[_status][equals]=draft')
    ).json()) as { totalDocs: number }
    expect(drafts.totalDocs).toBe(0)
    const users = (await (await api('sales', '/api/users?limit=100&depth=0')).json()) as {
      docs: { email: string; roles: string[] }[]
    }
    expect(users.docs.length).toBeGreaterThan(0)
    expect(users.docs.every((u) => u.roles.some((r) => r === 'sales' || r === 'admin'))).toBe(true)

    const csv = await api('sales', '/api/orders/export.csv')
    expect(csv.status).toBe(200)
    expect((await csv.text()).split('\r\n')[0]).toContain('Delivery state')
  })
})
