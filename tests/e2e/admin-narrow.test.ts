import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { adminSession, openLivePreview, whenFormReady } from './admin-session'

/**
 * The small traps: the back office on a phone (390 px), the "+" buttons beside relationships named
 * for screen readers, and the site's cookie bar, which covered part of the live preview.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

describe('at 390 px wide', () => {
  it('a station, a post and a lead fit the screen (no sideways scrolling of the page)', async () => {
    const station = (await api('editor', '/api/stations?limit=1&depth=0&sort=id')).body.docs[0]
    const post = (await api('editor', '/api/posts?limit=1&depth=0')).body.docs[0]
    const lead = (await api('admin', '/api/leads?limit=1&depth=0')).body.docs[0]
    expect(lead).toBeDefined()
    const widths: Record<string, number> = {}
    for (const [name, role, path, ready] of [
      ['station', 'editor', `/admin/collections/stations/${station.id}`, '#field-name'],
      ['post', 'editor', `/admin/collections/posts/${post.id}`, '#field-title'],
      ['lead', 'sales', `/admin/collections/leads/${lead.id}`, '#field-note'],
    ] as const) {
      const page = await loggedIn(role, phone)
      await page.goto(path)
      // Measured once the form is ready: its fields are drawn as they stay.
      await whenFormReady(page, ready)
      widths[name] = await page.evaluate(() => document.documentElement.scrollWidth)
    }
    expect(widths).toEqual({ station: 390, post: 390, lead: 390 })
  })
})

describe('the "+" beside a relationship', () => {
  it('is announced as "Add new" and the name of what it adds', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await whenFormReady(page, '#field-title')
    await page.locator('.relationship-add-new__add-button').nth(1).waitFor()
    const names = await page
      .locator('.relationship-add-new__add-button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent))
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect(names.join('|')).not.toContain('[object Object]')
    expect(names).toEqual(expect.arrayContaining(['Add new Post category', 'Add new Tag']))
  })
})

describe('live preview', () => {
  it('shows the page without the cookie bar a visitor gets', async () => {
    const post = (await api('editor', '/api/posts?limit=1&depth=0')).body.docs[0]
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/posts/${post.id}`)
    await openLivePreview(page)
    const frame = page.frameLocator('iframe')
    await frame.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
    // The bar is in the page's HTML (hidden at first paint inside a frame) and goes once hydrated.
    await frame.locator('.cookie-notice').waitFor({ state: 'detached' })
    expect(await frame.locator('.cookie-notice').count()).toBe(0)
    const visitor = await newPage()
    await visitor.goto(`/en/news/${post.url}`)
    await visitor.locator('.cookie-notice').waitFor()
  })
})
