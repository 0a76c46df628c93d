import { describe, expect, it } from 'vitest'

import { browserForSuite, whenHydrated } from './browser'
import { adminSession } from './admin-session'

/** The media list and the "Choose from existing" picker show what an editor looks for. */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)

describe('media list', () => {
  it('shows a thumbnail, the file name, the size and where an image is used; no empty columns', async () => {
    const { body } = await api('editor', '/api/posts?limit=50&depth=0&where[cover][exists]=true')
    const post = body.docs[0]
    expect(post).toBeDefined()
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/media?where[id][equals]=${post.cover}`)
    const row = page.locator('tbody tr').first()
    await row.waitFor()
    expect(await page.locator('table').innerText()).not.toContain('<No ')
    // Payload's thumbnail shows its <img> once the picture has loaded.
    await row.locator('img').first().waitFor()
    const cells = await row.locator('td').allInnerTexts()
    expect(cells.some((c) => /\.(webp|png|jpe?g|svg|avif)$/.test(c.trim()))).toBe(true)
    expect(cells.some((c) => /\d\s?(kB|MB)$/.test(c.trim()))).toBe(true)
    expect(cells.join('|')).toContain(`Post “${post.title}”`)
  })

  it('the "Choose from existing" picker of a cover shows thumbnails, names and sizes', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await whenHydrated(page, '#field-title')
    await page.locator('#field-cover').getByRole('button', { name: 'Choose from existing' }).click()
    const drawer = page.locator('.list-drawer')
    await drawer.locator('tbody tr').first().waitFor()
    expect(await drawer.locator('table').innerText()).not.toContain('<No ')
    await drawer.locator('tbody tr').first().locator('img').first().waitFor()
    expect(await drawer.locator('tbody tr').first().innerText()).toMatch(/\d\s?(kB|MB)/)
  })
})
