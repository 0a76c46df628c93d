import { describe, expect, it } from 'vitest'

import { happens, waitFor } from '../support/wait'
import { adminSession, whenFormReady } from './admin-session'
import { baseURL, browserForSuite } from './browser'
import { findOne } from './forms-records'

/**
 * Editors' back office: the interface language follows the person, "Create new" left alone stores
 * no empty post, and saving works at another address than SITE_URL.
 */
const { newPage } = browserForSuite()
const { loggedIn, request: api } = adminSession(newPage)
const stamp = Date.now().toString(36)

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
    await whenFormReady(page, '#field-language')
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
    // A duration, not a condition: for two autosave intervals (1.5 s) no draft gets an address.
    const stored = page.waitForURL((url) => url.pathname !== '/admin/collections/posts/create', {
      timeout: 3_000,
    })
    expect(await happens(stored)).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/admin/collections/posts/create')
    await page.goto('/admin')
    expect(await count()).toBe(before)
  })

  it('saves from another address than SITE_URL (localhost instead of 127.0.0.1)', async () => {
    const other = baseURL().replace('127.0.0.1', 'localhost')
    expect(other).not.toBe(baseURL())
    const page = await loggedIn('editor', { baseURL: other })
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
