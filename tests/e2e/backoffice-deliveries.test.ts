import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { adminSession } from './admin-session'
import { browserForSuite, whenHydrated } from './browser'
import { findOne, mailServerForFile, postJson, records } from './forms-records'

/**
 * Deliveries that can be found: a list filtered by its "Delivery state" (Payload's filter row for
 * it was disabled: the twin and the group's own field share the path `delivery.state`), the failed
 * ones a click away above the list, and Retry now in the failed row itself.
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)
const smtp = mailServerForFile()
const stamp = Date.now().toString(36)

/** A contact message sent while the mail server is down, once its delivery has failed. */
async function failedMessage(name: string) {
  await smtp.stop()
  const email = `${name}-${stamp}@example.com`
  expect((await postJson('contact', { name, email, message: 'Mail server down.' })).status).toBe(
    201,
  )
  const failed = await waitFor(async () => {
    const doc = await findOne('contact-messages', 'email', email)
    return doc?.delivery?.state === 'failed' ? doc : undefined
  }, 60_000)
  await smtp.start()
  return { email, id: failed.id }
}

/** The "Delivery state" cells of the list on the page, their state only (not Retry now). */
async function states(page: Page): Promise<string[]> {
  const cells = await page.locator('.table tbody td.cell-deliveryState').allInnerTexts()
  return cells.map((c) => c.replace('Retry now', '').trim())
}

/** The e-mail cells of the list on the page. */
async function listedEmails(page: Page): Promise<string[]> {
  return page.locator('.table tbody td.cell-email').allInnerTexts()
}

describe('deliveries in the lists', () => {
  it(
    'filters by delivery state in the filter row, lists the failed ones and retries one from its row',
    { timeout: 240_000 },
    async () => {
      const failed = await failedMessage('filter')
      const failedCount = (await records('contact-messages', { 'delivery.state': 'failed' }))
        .totalDocs
      const page = await loggedIn('sales')
      await page.goto('/admin/collections/contact-messages', { timeout: 60_000 })
      await whenHydrated(page, '.list-controls__toggle-where')
      await page.locator('.list-controls__toggle-where').click()
      await page.locator('.where-builder__add-first-filter').click()
      const field = page.locator('.condition__field .rs__control').first()
      await field.click()
      await page.locator('.rs__option', { hasText: /^Delivery state$/ }).click()
      // The row stays usable once the field is chosen: its operator and value can be picked.
      await expect
        .poll(() => page.locator('.condition__field .rs__control--is-disabled').count())
        .toBe(0)
      await page.locator('.condition__operator .rs__control').click()
      await page.locator('.rs__option', { hasText: /^equals$/ }).click()
      await page.locator('.condition__value .rs__control').click()
      await page.locator('.rs__option', { hasText: /^Failed$/ }).click()
      await page.waitForURL(/delivery\.state.*failed/)
      await expect.poll(() => states(page)).toEqual(Array(Math.min(failedCount, 10)).fill('Failed'))
      expect(await listedEmails(page)).toContain(failed.email)

      // Above every list with deliveries: how many failed, a click away.
      await page.goto('/admin/collections/contact-messages', { timeout: 60_000 })
      const link = page.locator('[data-failed-deliveries] a')
      await link.waitFor()
      expect(await link.innerText()).toMatch(new RegExp(`^${failedCount} failed deliver`))
      await link.click()
      await page.waitForURL(/delivery\.state.*failed/)
      await expect.poll(() => listedEmails(page)).toContain(failed.email)

      // Retry now in the row: delivered, said in a toast, and the row reads Delivered.
      const row = page.locator('.table tbody tr', { hasText: failed.email })
      await whenHydrated(page, `[data-retry="contact-messages/${failed.id}"] button`)
      await row.getByRole('button', { name: 'Retry now' }).click()
      await page
        .getByText(/^(Delivered\.|Queued: it will be delivered shortly\.)$/)
        .first()
        .waitFor({ timeout: 30_000 })
      await smtp.waitFor((m) => m.raw.includes(failed.email))
      await waitFor(async () =>
        (await findOne('contact-messages', 'email', failed.email))?.delivery?.state === 'delivered'
          ? true
          : undefined,
      )
    },
  )

  it('orders list filters by delivery state too', { timeout: 180_000 }, async () => {
    const page = await loggedIn('sales')
    await page.goto('/admin/collections/orders', { timeout: 60_000 })
    await whenHydrated(page, '.list-controls__toggle-where')
    await page.locator('.list-controls__toggle-where').click()
    await page.locator('.where-builder__add-first-filter').click()
    await page.locator('.condition__field .rs__control').first().click()
    await page.locator('.rs__option', { hasText: /^Delivery state$/ }).click()
    await expect
      .poll(() => page.locator('.condition__field .rs__control--is-disabled').count())
      .toBe(0)
    await page.locator('.condition__operator .rs__control').click()
    await page.locator('.rs__option', { hasText: /^equals$/ }).click()
    await page.locator('.condition__value .rs__control').click()
    await page.locator('.rs__option', { hasText: /^Delivered$/ }).click()
    await page.waitForURL(/delivery\.state.*delivered/)
    const delivered = (await records('orders', { 'delivery.state': 'delivered' })).totalDocs
    await expect.poll(() => states(page)).toEqual(Array(Math.min(delivered, 10)).fill('Delivered'))
  })
})
