import { createClient } from '@libsql/client'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { happens } from '../support/wait'
import { browserForSuite, whenHydrated } from './browser'
import { adminSession, whenFormReady } from './admin-session'

/**
 * Nothing an editor types is lost, and a new document starts where the editor expects: a new post
 * is kept as a draft once it has a title and an excerpt (before that, leaving asks first), a
 * collection without autosave and a global keep what was typed too, "Create new" opens in the
 * default content language, and scheduling a draft that was never published offers to publish it,
 * in a named time zone: the editor's own (the account's, else the browser's), and at the time the
 * editor meant.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
const stamp = Date.now().toString(36)

describe('a new document keeps what was typed', () => {
  it('a new post is saved as a draft once it has a title and an excerpt; a reload shows the text', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await whenFormReady(page, '#field-title')
    const title = `Kept while typing ${stamp}`
    await page.locator('#field-title').fill(title)
    await page.locator('#field-excerpt').fill('Typed, never saved by hand.')
    await page.locator('.ContentEditable__root').first().click()
    await page.keyboard.type('The body, typed too.')
    // No button pressed: the post gets its own address once the draft is stored.
    await page.waitForURL((url) => /\/admin\/collections\/posts\/\d+$/.test(url.pathname), {
      timeout: 30_000,
    })
    // The caret is back in the body once the post's page has taken over: typing goes on there.
    await page.waitForFunction(
      () => document.activeElement?.closest('.ContentEditable__root'),
      null,
      {
        timeout: 10_000,
      },
    )
    const autosaved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && !!r.request().postData()?.includes('Still typing'),
      { timeout: 20_000 },
    )
    await page.keyboard.type(' Still typing.')
    await autosaved
    await page.reload()
    await page.locator('#field-title').waitFor()
    expect(await page.locator('#field-title').inputValue()).toBe(title)
    expect(await page.locator('#field-excerpt').inputValue()).toBe('Typed, never saved by hand.')
    expect(await page.locator('.ContentEditable__root').first().innerText()).toContain(
      'The body, typed too. Still typing.',
    )
    const { body } = await api(
      'editor',
      `/api/posts?draft=true&depth=0&where[title][equals]=${encodeURIComponent(title)}`,
    )
    expect(body.docs).toMatchObject([{ title, _status: 'draft' }])
  })

  it('before it can be saved, leaving by the breadcrumb or a reload asks first', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await whenFormReady(page, '#field-title')
    await page.locator('.ContentEditable__root').first().click()
    await page.keyboard.type('A body without a title yet.')
    // A duration, not a condition: two autosave intervals (1.5 s) pass and, untitled, it gets no
    // address.
    const stored = page.waitForURL((url) => url.pathname !== '/admin/collections/posts/create', {
      timeout: 3_000,
    })
    expect(await happens(stored)).toBe(false)
    await page.locator('.step-nav a', { hasText: 'Posts' }).click()
    await page.getByRole('button', { name: 'Stay on this page' }).click()
    expect(new URL(page.url()).pathname).toBe('/admin/collections/posts/create')
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type())
        void dialog.dismiss()
      }),
    )
    await page.reload({ timeout: 5_000 }).catch(() => undefined)
    expect(await asked).toBe('beforeunload')
    expect(await page.locator('.ContentEditable__root').first().innerText()).toContain(
      'A body without a title yet.',
    )
  })

  it('a collection without autosave asks before leaving; a global with autosave keeps the text', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/terms/create')
    await whenFormReady(page, '#field-title')
    await page.locator('#field-title').fill(`Terms ${stamp}`)
    await page.locator('.step-nav a').nth(1).click()
    await page.getByRole('button', { name: 'Stay on this page' }).waitFor()

    await page.goto('/admin/globals/privacy-policy')
    await whenFormReady(page, '#field-title')
    await page.locator('#field-title').fill(`Privacy ${stamp}`)
    await page.waitForResponse(
      (r) => r.url().includes('/api/globals/privacy-policy') && r.request().method() === 'POST',
    )
    await page.reload()
    await page.locator('#field-title').waitFor()
    expect(await page.locator('#field-title').inputValue()).toBe(`Privacy ${stamp}`)
  })
})

describe('the content language of a new document', () => {
  it('"Create new" opens in English after a post was translated into Ukrainian', async () => {
    const page = await loggedIn('editor')
    const { body } = await api('editor', '/api/posts?limit=1&depth=0')
    await page.goto(`/admin/collections/posts/${body.docs[0].id}?locale=ua`)
    await page.locator('label[for="field-title"]', { hasText: 'UA' }).waitFor()
    await page.goto('/admin/collections/posts')
    await whenHydrated(page, '.list-create-new-doc, a[href$="/create"]')
    await page.locator('a[href*="/collections/posts/create"]').first().click()
    await page.waitForURL(/\/create/)
    const label = page.locator('label[for="field-title"]')
    await label.waitFor()
    expect(await label.innerText()).toMatch(/— EN$/)
  })
})

async function aDraft() {
  const { body } = await api(
    'editor',
    '/api/posts?draft=true&depth=0&limit=1&where[_status][equals]=draft',
  )
  expect(body.docs[0]).toBeDefined()
  return body.docs[0] as { id: number }
}

async function openScheduleDrawer(page: Page, id: number) {
  await page.goto(`/admin/collections/posts/${id}?locale=en`)
  await whenHydrated(page, '#action-save-popup .popup-button')
  await page.locator('#action-save-popup .popup-button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish').first()
  await drawer.waitFor()
  return drawer
}

describe('scheduling', () => {
  it('a draft never published schedules "Publish" by default, in a named time zone', async () => {
    const page = await loggedIn('editor', { timezoneId: 'Asia/Kuala_Lumpur' })
    const drawer = await openScheduleDrawer(page, (await aDraft()).id)
    expect(await drawer.getByRole('radio', { name: 'Publish', exact: true }).isChecked()).toBe(true)
    expect(await drawer.getByText('Select a value').count()).toBe(0)
    await drawer.getByText('Asia/Kuala_Lumpur', { exact: true }).waitFor()
  })

  it('a time picked in a Lisbon browser publishes at that time in Lisbon', async () => {
    const page = await loggedIn('editor', { timezoneId: 'Europe/Lisbon' })
    const draft = await aDraft()
    const drawer = await openScheduleDrawer(page, draft.id)
    // The editor's zone, not the first market's (Kyiv, two hours ahead of Lisbon in winter).
    await drawer.getByText('Europe/Lisbon', { exact: true }).waitFor()
    // 10:00 in Lisbon, some weeks ahead (so the scheduler leaves it alone during the test run).
    const lisbon = (date: Date) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'Europe/Lisbon',
          hourCycle: 'h23',
          ...{ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric' },
        })
          .formatToParts(date)
          .map((part) => [part.type, part.value]),
      )
    const day = lisbon(new Date(Date.now() + 40 * 86_400_000))
    const input = drawer.locator('.date-time-picker input').first()
    await input.fill(`${day.month} ${day.day}, ${day.year} 10:00 AM`)
    // Closes the calendar (Escape would close the drawer).
    await drawer.locator('h2').first().click()
    // 10:00 UTC of that day, moved back by Lisbon's offset then (0 or 1 hour).
    const utcTen = new Date(`${day.month} ${day.day}, ${day.year} 10:00 UTC`)
    const expected = new Date(
      utcTen.getTime() - (Number(lisbon(utcTen).hour) - 10) * 3_600_000,
    ).toISOString()
    await drawer.locator('#scheduled-publish-save').click()
    await drawer.locator('.schedule-publish__upcoming table tbody tr').first().waitFor()
    const db = createClient({ url: inject('databaseUrl') })
    try {
      const { rows } = await db.execute({
        sql: "select id, wait_until from payload_jobs where task_slug = 'schedulePublish' and json_extract(input, '$.doc.value') = ? order by id desc limit 1",
        args: [String(draft.id)],
      })
      const [job] = rows
      expect(job).toBeDefined()
      await db.execute({ sql: 'delete from payload_jobs where id = ?', args: [job!.id ?? null] })
      expect(new Date(String(job!.wait_until)).toISOString()).toBe(expected)
    } finally {
      db.close()
    }
  })

  it("starts in the zone of the editor's account, which takes only known zones", async () => {
    const { body: me } = await api('editor', '/api/users/me')
    const id = (me.user as { id: number }).id
    const set = (timeZone: string | null) =>
      api('editor', `/api/users/${id}`, { method: 'PATCH', body: JSON.stringify({ timeZone }) })
    const refused = await set('Mars/Olympus_Mons')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Choose a time zone from the list.')
    expect((await set('America/New_York')).status).toBe(200)
    try {
      const page = await loggedIn('editor', { timezoneId: 'Europe/Lisbon' })
      const drawer = await openScheduleDrawer(page, (await aDraft()).id)
      await drawer.getByText('America/New York', { exact: true }).waitFor()
    } finally {
      expect((await set(null)).status).toBe(200)
    }
  })
})

describe('a scheduled change', () => {
  it('asks before deleting a scheduled change, and keeps it when the editor says no', async () => {
    const page = await loggedIn('editor', { timezoneId: 'Europe/Lisbon' })
    const draft = await aDraft()
    const drawer = await openScheduleDrawer(page, draft.id)
    const day = new Date(Date.now() + 60 * 86_400_000)
    const month = day.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })
    await drawer
      .locator('.date-time-picker input')
      .first()
      .fill(`${month} ${day.getUTCDate()}, ${day.getUTCFullYear()} 9:00 AM`)
    await drawer.locator('h2').first().click()
    await drawer.locator('#scheduled-publish-save').click()
    const rows = drawer.locator('.schedule-publish__upcoming table tbody tr')
    await rows.first().waitFor()
    const scheduled = await rows.count()
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await rows.first().locator('.schedule-publish__delete').click()
    await expect.poll(() => asked.length).toBe(1)
    expect(asked[0]).toMatch(
      /^Delete this scheduled change \(Publish, .+\)\? It will not happen then\.$/,
    )
    // Declined: nothing is sent, so there is no answer to wait for; a moment shows it stays.
    await page.waitForTimeout(1_000)
    expect(await rows.count()).toBe(scheduled)
    page.once('dialog', (dialog) => void dialog.accept())
    await rows.first().locator('.schedule-publish__delete').click()
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(scheduled - 1)
  })
})
