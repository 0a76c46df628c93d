import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { adminSession, whenFormReady } from './admin-session'

/**
 * Nothing typed into a post is lost when the editor leaves it before Payload's autosave (every
 * 1.5 s) has stored it: the breadcrumb stores it first and then leaves; a reload asks first (the
 * browser's question), and staying stores it. The same right after a new post's first automatic
 * save, and keystrokes typed while that save moves the post to its own address all arrive.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
const stamp = Date.now().toString(36)
const body = (page: Page) => page.locator('.ContentEditable__root').first()
/** What tests type after the words already there: the caret is at the end of the body. */
const typed = (delay: number) => ` Typed then left after ${delay} ms ${stamp}.`

/** A draft post with a title, an excerpt and no body, created as the editor. */
async function savedPost(title: string): Promise<number> {
  const { status, body: json } = await api('editor', '/api/posts?locale=en&draft=true', {
    method: 'POST',
    body: JSON.stringify({ title, excerpt: 'Stored before the test types.', _status: 'draft' }),
  })
  expect(status).toBe(201)
  return json.doc.id
}

/** The stored draft's body, as Lexical's JSON. */
async function storedBody(id: number): Promise<string> {
  const { body: doc } = await api('editor', `/api/posts/${id}?locale=en&draft=true&depth=0`)
  return JSON.stringify(doc.content ?? null)
}

/** Opens a saved post with the caret at the end of its body. */
async function openPost(page: Page, id: number) {
  await page.goto(`/admin/collections/posts/${id}?locale=en`)
  await whenFormReady(page, '#field-title')
  await body(page).click()
  await page.keyboard.press('ControlOrMeta+End')
}

/**
 * A new post typed through the admin until its first automatic save has given it its own address;
 * the caret is back in the body then.
 */
async function newPostAfterFirstSave(page: Page, title: string): Promise<number> {
  await page.goto('/admin/collections/posts/create')
  await whenFormReady(page, '#field-title')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-excerpt').fill('Typed, never saved by hand.')
  await body(page).click()
  await page.keyboard.type('First words.')
  await page.waitForURL((url) => /\/admin\/collections\/posts\/\d+$/.test(url.pathname), {
    timeout: 30_000,
  })
  await page.waitForFunction(() => document.activeElement?.closest('.ContentEditable__root'))
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Leaves by the "Posts" breadcrumb: the list opens, without a question. */
async function leaveByBreadcrumb(page: Page) {
  await page.locator('.step-nav a', { hasText: 'Posts' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/collections/posts')
}

/**
 * Reloads: the browser asks first (the text is not stored yet), the editor stays, and the text is
 * stored without anything else being done; a second reload then shows it.
 */
async function reloadAndStay(page: Page, id: number, text: string) {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  const reloaded = page.waitForEvent('load').then(() => 'reloaded without asking')
  // Cancelled by staying: this navigation never ends.
  void page.reload().catch(() => undefined)
  expect(await Promise.race([asked, reloaded])).toBe('beforeunload')
  await expect.poll(() => storedBody(id), { timeout: 10_000 }).toContain(text)
  await page.reload()
}

async function expectKept(page: Page, id: number, text: string) {
  expect(await storedBody(id)).toContain(text)
  if (!/\/posts\/\d+$/.test(new URL(page.url()).pathname))
    await page.goto(`/admin/collections/posts/${id}?locale=en`)
  await whenFormReady(page, '#field-title')
  await expect.poll(() => body(page).innerText()).toContain(text.trim())
}

const delays = [0, 300, 1000]

describe('leaving a saved post right after typing', () => {
  for (const delay of delays) {
    it(`by the breadcrumb ${delay} ms after the last key stores the text first`, async () => {
      const page = await loggedIn('editor')
      const id = await savedPost(`Left by the breadcrumb ${delay} ${stamp}`)
      await openPost(page, id)
      await page.keyboard.type(typed(delay))
      // The time under test (shorter than the autosave's 1.5 s), not a wait for something.
      await page.waitForTimeout(delay)
      await leaveByBreadcrumb(page)
      await expectKept(page, id, typed(delay))
    })

    it(`by a reload ${delay} ms after the last key asks first; staying stores the text`, async () => {
      const page = await loggedIn('editor')
      const id = await savedPost(`Reloaded ${delay} ${stamp}`)
      await openPost(page, id)
      await page.keyboard.type(typed(delay))
      // The time under test, not a wait for something.
      await page.waitForTimeout(delay)
      await reloadAndStay(page, id, typed(delay))
      await expectKept(page, id, typed(delay))
    })
  }

  it('a title typed just before the breadcrumb is stored too', async () => {
    const page = await loggedIn('editor')
    const id = await savedPost(`Retitled ${stamp}`)
    await page.goto(`/admin/collections/posts/${id}?locale=en`)
    await whenFormReady(page, '#field-title')
    await page.locator('#field-title').press('End')
    await page.keyboard.type(' again')
    // The keys reached the field (read at once: the click must follow the typing closely).
    expect(await page.locator('#field-title').inputValue()).toBe(`Retitled ${stamp} again`)
    await leaveByBreadcrumb(page)
    const { body: doc } = await api('editor', `/api/posts/${id}?locale=en&draft=true&depth=0`)
    expect(doc.title).toBe(`Retitled ${stamp} again`)
  })

  it('a change that cannot be stored (the title emptied) asks before leaving', async () => {
    const page = await loggedIn('editor')
    const id = await savedPost(`Emptied ${stamp}`)
    await page.goto(`/admin/collections/posts/${id}?locale=en`)
    await whenFormReady(page, '#field-title')
    await page.locator('#field-title').fill('')
    await page.locator('.step-nav a', { hasText: 'Posts' }).click()
    await page.getByRole('button', { name: 'Stay on this page' }).click()
    expect(new URL(page.url()).pathname).toBe(`/admin/collections/posts/${id}`)
    const { body: doc } = await api('editor', `/api/posts/${id}?locale=en&draft=true&depth=0`)
    expect(doc.title).toBe(`Emptied ${stamp}`)
  })
})

describe('a new post right after its first automatic save', () => {
  for (const delay of delays) {
    it(`keeps what is typed and left by the breadcrumb ${delay} ms later`, async () => {
      const page = await loggedIn('editor')
      const id = await newPostAfterFirstSave(page, `New, breadcrumb ${delay} ${stamp}`)
      await page.keyboard.type(typed(delay))
      // The time under test, not a wait for something.
      await page.waitForTimeout(delay)
      await leaveByBreadcrumb(page)
      await expectKept(page, id, `First words.${typed(delay)}`)
    })

    it(`keeps what is typed and reloaded ${delay} ms later`, async () => {
      const page = await loggedIn('editor')
      const id = await newPostAfterFirstSave(page, `New, reload ${delay} ${stamp}`)
      await page.keyboard.type(typed(delay))
      // The time under test, not a wait for something.
      await page.waitForTimeout(delay)
      await reloadAndStay(page, id, typed(delay))
      await expectKept(page, id, `First words.${typed(delay)}`)
    })
  }

  it('every key typed while the first save moves the post to its address arrives', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await whenFormReady(page, '#field-title')
    await page.locator('#field-title').fill(`Typed across the first save ${stamp}`)
    await page.locator('#field-excerpt').fill('Typed, never saved by hand.')
    await body(page).click()
    await page.keyboard.type('Start.')
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
      { timeout: 30_000 },
    )
    await page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
      { timeout: 30_000 },
    )
    // From the moment the first save is sent until well after the address has changed, one key
    // every 40 ms.
    const continued = ' CONTINUED while the post gets its own address, every key of it, to the end.'
    const typing = page.keyboard.type(continued, { delay: 40 })
    const id = ((await (await created).json()) as { doc: { id: number } }).doc.id
    await typing
    await page.waitForURL((url) => url.pathname === `/admin/collections/posts/${id}`)
    await expect.poll(() => body(page).innerText()).toBe(`Start.${continued}`)
    await expect.poll(() => storedBody(id), { timeout: 10_000 }).toContain(`Start.${continued}`)
    await page.reload()
    await whenFormReady(page, '#field-title')
    expect(await body(page).innerText()).toBe(`Start.${continued}`)
  })
})
