import { afterAll, describe, expect, it } from 'vitest'

import { adminSession, openLivePreview } from './admin-session'
import { browserForSuite } from './browser'
import { getHtml } from './http'
import { enTitle, h1Of, restoreHome, saveHero, uaTitle } from './home-global'

/**
 * The home page's texts as editors change and preview them in the back office, and as visitors
 * then get them.
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)

afterAll(restoreHome)

describe('home page texts in the back office', () => {
  it('an editor changes the hero title; /en shows it on the next request and /ua keeps its own', async () => {
    expect(await h1Of('/en')).toBe(enTitle) // now in the page cache
    expect(await h1Of('/ua')).toBe(uaTitle)
    const page = await loggedIn('editor')
    await page.goto('/admin/globals/home-page')
    const title = page.locator('#field-hero__title')
    await title.waitFor()
    expect(await title.inputValue()).toBe(enTitle)
    await title.fill('Book a charger, skip the queue')
    await page.getByRole('button', { name: /^Publish/ }).click()
    await page
      .getByText(/published successfully|Updated successfully/i)
      .first()
      .waitFor()
    expect(await h1Of('/en')).toBe('Book a charger, skip the queue')
    expect(await h1Of('/ua')).toBe(uaTitle)
    await saveHero({ title: enTitle })
    expect(await h1Of('/en')).toBe(enTitle)
  })

  it('live preview shows the draft as the editor types, and visitors still get the published page', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/globals/home-page')
    await page.locator('#field-hero__title').waitFor()
    await openLivePreview(page)
    const preview = page.frameLocator('#live-preview-iframe')
    await preview.locator('h1', { hasText: enTitle }).waitFor()
    await preview.getByRole('note').filter({ hasText: 'Draft preview' }).waitFor()
    await page.locator('#field-hero__title').fill('A draft only editors see')
    // Autosave, then the preview re-renders from the server.
    await preview
      .locator('h1', { hasText: 'A draft only editors see' })
      .waitFor({ timeout: 20_000 })
    expect(await h1Of('/en')).toBe(enTitle)
    const link = await page.locator('#live-preview-iframe').getAttribute('src')
    expect(link).toMatch(/\/en\?token=/)
    // Without a valid token the same address is the published page; a forged one is not a preview.
    const forged = (await getHtml(`/en?token=home-page.global.9999999999.${'x'.repeat(43)}`)).html
    expect(forged.querySelector('h1')?.text.trim()).toBe(enTitle)
    expect(forged.querySelector('[role="note"]')).toBeNull()
    await page.locator('#field-hero__title').fill(enTitle)
  })
})
