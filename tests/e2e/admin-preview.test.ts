import { describe, expect, it } from 'vitest'

import { adminSession, logInThroughForm, openLivePreview, watchPage } from './admin-session'
import { browserForSuite } from './browser'
import { getHtml } from './http'

/**
 * Live preview from the back office: a good's product page, a page-text global's page with the
 * draft (visitors keep the published text), a landing page's saved draft.
 */
const { newPage } = browserForSuite()
const { api } = adminSession(newPage)

describe('live preview', () => {
  it('opens for a good: its product page, rendered in draft mode', async () => {
    const { body } = await api(
      'editor',
      '/api/goods?limit=1&depth=0&where[category][equals]=chargers&locale=en',
    )
    const good = body.docs[0]
    const page = await newPage()
    const seen = watchPage(page)
    await logInThroughForm(page)
    await page.goto(`/admin/collections/goods/${good.id}`)
    await openLivePreview(page)
    const frame = page.frameLocator('iframe')
    await frame.locator('[data-preview-bar]').waitFor({ timeout: 30_000 })
    await frame.getByRole('heading', { name: good.title }).first().waitFor()
    const url = page
      .frames()
      .find((f) => f.url().includes('/shop/'))
      ?.url()
    expect(url).toMatch(new RegExp(`/en/shop/chargers/${good.id}$`))
    expect(await seen.violations()).toEqual([])
  })
})

describe('live preview of page texts and landing pages', () => {
  it('a page-text global previews the page it feeds with the draft; visitors keep the published text', async () => {
    const published = (await getHtml('/en/about-us')).html.querySelector('#story h2')?.text.trim()
    const page = await newPage()
    const seen = watchPage(page)
    await logInThroughForm(page)
    await page.goto('/admin/globals/texts-about')
    await page.locator('#field-storyHeading').waitFor()
    await openLivePreview(page)
    const preview = page.frameLocator('iframe')
    await preview.locator('[data-preview-bar]').waitFor({ timeout: 30_000 })
    expect(page.frames().some((f) => f.url().endsWith('/en/about-us'))).toBe(true)
    await page.locator('#field-storyHeading').fill('A story only editors see')
    // Autosave, then the preview re-renders from the server.
    await preview
      .locator('#story h2', { hasText: 'A story only editors see' })
      .waitFor({ timeout: 20_000 })
    expect((await getHtml('/en/about-us')).html.querySelector('#story h2')?.text.trim()).toBe(
      published,
    )
    await page.locator('#field-storyHeading').fill('')
    expect(await seen.violations()).toEqual([])
  })

  it('a landing page previews its saved draft, not the published version', async () => {
    const { body } = await api(
      'editor',
      '/api/landing-pages?limit=1&depth=0&where[slug][equals]=wdec&locale=en',
    )
    const landing = body.docs[0]
    const page = await newPage()
    await logInThroughForm(page)
    await page.goto(`/admin/collections/landing-pages/${landing.id}`)
    await page.locator('#field-title').waitFor()
    await page.locator('#field-title').fill('WDEC draft title')
    await page.locator('#action-save-draft').click()
    await page
      .getByText(/draft saved successfully|saved successfully/i)
      .first()
      .waitFor()
    await openLivePreview(page)
    const preview = page.frameLocator('iframe')
    await preview.locator('[data-preview-bar]').waitFor({ timeout: 30_000 })
    await preview.locator('h1', { hasText: 'WDEC draft title' }).waitFor({ timeout: 20_000 })
    expect((await getHtml('/en/wdec')).html.querySelector('h1')?.text.trim()).toBe(landing.title)
    // Leave the demo page as it was: the published version again as the latest.
    await page.locator('#field-title').fill(landing.title)
    await page.locator('#action-save-draft').click()
  })
})
