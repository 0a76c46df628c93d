import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { adminSession, logInThroughForm, watchPage } from './admin-session'
import { browserForSuite } from './browser'
import { mailServerForFile, postJson } from './forms-records'

/**
 * The back office's home per role: sales see what arrived, editors their drafts and published
 * posts, admins also the system's health; no broken image or console error for any of them.
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)

/** The sidebar's links by name, shown or hidden. */
const navLinks = (page: Page, name: RegExp) =>
  page.locator('nav').getByRole('link', { name, includeHidden: true })

describe('dashboard per role', () => {
  it('shows sales a submission posted since they opened it', async () => {
    const page = await loggedIn('sales')
    await page.goto('/admin')
    await page.locator('[data-dashboard="new"]').waitFor()
    const email = `dash-${stamp}@example.com`
    const response = await postJson('lead', {
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
      const { errors } = watchPage(page)
      await logInThroughForm(page, role)
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
