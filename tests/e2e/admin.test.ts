import { describe, expect, it } from 'vitest'

import { demoUser } from '../support/e2e-env'
import { browserForSuite } from './browser'

const { newPage } = browserForSuite()
const demoEditor = demoUser('editor')

describe('back office', () => {
  it('lets the demo editor log in at /admin', async () => {
    const page = await newPage()
    await page.goto('/admin')
    await page.waitForURL('**/admin/login**')
    await page.locator('input[name="email"]').fill(demoEditor.email)
    await page.locator('input[name="password"]').fill(demoEditor.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page
      .getByRole('link', { name: /^Dictionary values$/i })
      .first()
      .waitFor()
    // Editors do not manage users.
    expect(await page.getByRole('link', { name: /^Users$/ }).count()).toBe(0)
  })
})
