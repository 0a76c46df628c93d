import { describe, expect, it } from 'vitest'

import { adminSession } from './admin-session'
import { baseURL, browserForSuite, whenHydrated } from './browser'

/**
 * The back office's lists in plain words, in each of its languages: no "<No Owner>" placeholder for
 * an empty cell, a checkbox as yes or no (not true/false), no raw code in a status cell, and each
 * market named once in the content-language menu (not "EN (MY) (my)").
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)

const lists = ['leads', 'orders', 'posts', 'goods', 'markets', 'stations', 'users']
const yesNo = { en: ['yes', 'no'], pt: ['sim', 'não'], uk: ['так', 'ні'] }

describe('lists in plain words', () => {
  for (const language of ['en', 'pt', 'uk'] as const) {
    it(`in ${language}`, async () => {
      const page = await loggedIn('admin')
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
      let checkboxes = 0
      for (const slug of lists) {
        await page.goto(`/admin/collections/${slug}`)
        await page.locator('.collection-list').first().waitFor()
        const text = await page.locator('main, .collection-list').first().innerText()
        expect(text, slug).not.toContain('<No ')
        for (const cell of await page.locator('.bool-cell').allInnerTexts()) {
          expect(yesNo[language], `${slug}: ${cell}`).toContain(cell.trim())
          checkboxes++
        }
        for (const cell of await page.locator('td.cell-status').allInnerTexts())
          expect(cell, `${slug} status`).not.toMatch(/_/)
      }
      // At least one list shows a checkbox column (posts' "Pinned"), or the check above proves nothing.
      expect(checkboxes).toBeGreaterThan(0)

      await page.goto('/admin/collections/posts')
      await whenHydrated(page, '.localizer .popup-button')
      await page.locator('.localizer .popup-button').click()
      // The menu opens in a portal, outside `.localizer`.
      const items = page.locator('.popup-button-list__button:has(.localizer__locale-code)')
      await items.first().waitFor()
      const names = await items.allInnerTexts()
      expect(names.length).toBeGreaterThanOrEqual(4)
      for (const name of names) expect(name).not.toMatch(/\((en|my|pt|ua)\)/)
    })
  }
})
