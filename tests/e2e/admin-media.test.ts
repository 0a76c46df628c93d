import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { adminSession, logInThroughForm, whenFormReady } from './admin-session'

/**
 * Uploads within their limits, stored as WebP; the media list and the "Choose from existing" picker
 * show what an editor looks for; an image in use says where and is not deleted.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 90 } } })
    .png()
    .toBuffer()

async function uploadInAdmin(page: Page, name: string, buffer: Buffer) {
  await page.goto('/admin/collections/media/create')
  // A 21 MB file takes Chromium's protocol a while on a busy machine.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer }, { timeout: 120_000 })
  await page.locator('#field-alt').fill(`Test image ${name}`)
  await page.locator('#action-save').click()
}

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

  it('finds a picture by its file name as well as by its alt text', async () => {
    const { body } = await api('editor', '/api/media?limit=100&depth=0&locale=en')
    const docs = body.docs as { id: number; filename: string; alt: string }[]
    const stem = (doc: { filename: string }) => doc.filename.replace(/\.[a-z0-9]+$/i, '')
    // A file whose name says what its alt text does not, so only the name can find it.
    const media = docs.find((doc) => !doc.alt.toLowerCase().includes(stem(doc).toLowerCase()))
    expect(media).toBeDefined()
    const page = await loggedIn('editor')
    await page.goto(`/admin/collections/media?search=${encodeURIComponent(stem(media!))}`)
    await page.locator('tbody tr').first().waitFor()
    expect(await page.locator('tbody').innerText()).toContain(media!.filename)
  })

  it('the "Choose from existing" picker of a cover shows thumbnails, names and sizes', async () => {
    const page = await loggedIn('editor')
    await page.goto('/admin/collections/posts/create')
    await whenFormReady(page, '#field-title')
    await page.locator('#field-cover').getByRole('button', { name: 'Choose from existing' }).click()
    const drawer = page.locator('.list-drawer')
    await drawer.locator('tbody tr').first().waitFor()
    expect(await drawer.locator('table').innerText()).not.toContain('<No ')
    await drawer.locator('tbody tr').first().locator('img').first().waitFor()
    expect(await drawer.locator('tbody tr').first().innerText()).toMatch(/\d\s?(kB|MB)/)
  })
})

describe('uploads', () => {
  let page: Page
  beforeAll(async () => {
    page = await newPage()
    await logInThroughForm(page)
  })

  it('states the limits beside the file input', async () => {
    await page.goto('/admin/collections/media/create')
    await expect
      .poll(() => page.locator('#media-upload-limits').textContent())
      .toContain('at most 20 MB and 12,000 px per side')
  })

  it('refuses a file over the size limit with a message that says so', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(21 * 1024 * 1024, 1)])
    await uploadInAdmin(page, 'too-big.png', big)
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first()
    await toast.waitFor()
    expect(await toast.textContent()).toMatch(/The file is 21 MB; the limit is 20 MB/)
  }, 240_000)

  it('refuses an image of huge dimensions with its size and the limit', async () => {
    await uploadInAdmin(page, 'panorama.png', await png(12_400, 60))
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first()
    await toast.waitFor()
    expect(await toast.textContent()).toContain('12,400 × 60 px; at most 12,000 px per side')
  })

  it('stores a large image scaled down to 2560 px as WebP', async () => {
    await uploadInAdmin(page, 'large-photo.png', await png(4000, 3000))
    await page.waitForURL(/\/admin\/collections\/media\/\d+/)
    const id = /\/media\/(\d+)/.exec(page.url())![1]
    const { body } = await api('editor', `/api/media/${id}?depth=0`)
    expect(body).toMatchObject({ width: 2560, height: 1920, mimeType: 'image/webp' })
  })
})

describe('media in use', () => {
  it('shows where an image is used and refuses to delete a post cover, listing the post', async () => {
    const { body } = await api(
      'editor',
      '/api/posts?limit=1&depth=0&where[cover][exists]=true&locale=en',
    )
    const post = body.docs[0]
    const page = await newPage()
    await logInThroughForm(page)
    await page.goto(`/admin/collections/media/${post.cover}`)
    const usedIn = page.getByTestId('media-used-in')
    await usedIn.getByRole('link', { name: `Post “${post.title}”` }).waitFor()

    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    await page.locator('#action-delete').click()
    await page.locator('#confirm-action').click()
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first()
    await toast.waitFor()
    expect(await toast.textContent()).toContain(`Used by: Post “${post.title}”`)
    expect((await api('editor', `/api/media/${post.cover}?depth=0`)).status).toBe(200)
  })
})
