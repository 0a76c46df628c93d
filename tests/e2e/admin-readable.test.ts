import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { demoUser } from '../support/e2e-env'
import { waitFor } from '../support/wait'
import { adminSession } from './admin-session'
import { browserForSuite, whenHydrated } from './browser'
import { findOne, mailServerForFile, postJson } from './forms-records'

/**
 * A record readable by the people who read it most: what the customer wrote (read-only fields) at
 * WCAG's 4.5:1 or better, not Payload's grey on grey; on a phone the work (status, owner, note)
 * before the customer's words; the owner by name, not by e-mail address.
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)

async function newContactMessage(name: string) {
  const email = `${name}-${stamp}@example.com`
  const sent = await postJson('contact', {
    name: `Reader ${name}`,
    email,
    message: 'The words of the customer, to be read first by sales.',
  })
  expect(sent.status).toBe(201)
  return waitFor(() => findOne('contact-messages', 'email', email))
}

/**
 * The contrast of the text an element paints against what lies under it (the first opaque
 * background up the tree), by WCAG's relative luminance.
 */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a: value.startsWith('rgba') ? a : 1 }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const style = getComputedStyle(element)
    const text = rgba(style.webkitTextFillColor || style.color)
    let node: Element | null = element
    let background = { r: 255, g: 255, b: 255, a: 1 }
    while (node) {
      const bg = rgba(getComputedStyle(node).backgroundColor)
      if (bg.a > 0.5) {
        background = bg
        break
      }
      node = node.parentElement
    }
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  })
}

describe('a record as sales read it', () => {
  it('shows what the customer wrote at 4.5:1 or better', { timeout: 180_000 }, async () => {
    const doc = await newContactMessage('contrast')
    const page = await loggedIn('sales')
    await page.goto(`/admin/collections/contact-messages/${doc.id}`, { timeout: 60_000 })
    await page.locator('#field-message').waitFor()
    for (const selector of ['#field-email', '#field-name', '#field-message']) {
      expect(await page.locator(selector).isDisabled(), selector).toBe(true)
      expect(await contrastOf(page, selector), selector).toBeGreaterThanOrEqual(4.5)
    }
  })

  it(
    'on a phone, opens on status, owner and note, before the customer’s words',
    {
      timeout: 180_000,
    },
    async () => {
      const doc = await newContactMessage('phone')
      const page = await loggedIn('sales', { viewport: { width: 390, height: 844 } })
      await page.goto(`/admin/collections/contact-messages/${doc.id}`, { timeout: 60_000 })
      await page.locator('#field-message').waitFor()
      const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y
      const customer = Math.min(await top('#field-email'), await top('#field-name'))
      for (const work of ['#field-status', '#field-owner', '#field-note'])
        expect(await top(work), work).toBeLessThan(customer)
      // The status is on the first screen.
      expect(await top('#field-status')).toBeLessThan(844)
    },
  )

  it('names the owner by name in the record and in the list', { timeout: 180_000 }, async () => {
    const doc = await newContactMessage('owner')
    const sales = demoUser('sales')
    const { body: users } = await api<{ docs: { id: number; name: string }[] }>(
      'admin',
      `/api/users?where[email][equals]=${encodeURIComponent(sales.email)}&depth=0`,
    )
    const owner = users.docs[0]!
    expect(owner.name).toBeTruthy()
    const page = await loggedIn('sales')
    await page.goto(`/admin/collections/contact-messages/${doc.id}`, { timeout: 60_000 })
    await whenHydrated(page, '#field-owner input')
    const input = page.locator('#field-owner input').first()
    await input.click()
    await input.fill(owner.name.slice(0, 6))
    await page.locator('.rs__option', { hasText: owner.name }).click()
    await page.locator('#action-save').click()
    await waitFor(async () => {
      const saved = await findOne('contact-messages', 'email', doc.email as string)
      return saved?.owner ? true : undefined
    })
    await page.reload({ timeout: 60_000 })
    await page.locator('#field-owner .rs__single-value').waitFor()
    expect(await page.locator('#field-owner .rs__single-value').innerText()).toBe(owner.name)
    await page.goto(
      `/admin/collections/contact-messages?where[email][equals]=${encodeURIComponent(doc.email as string)}`,
      { timeout: 60_000 },
    )
    const cell = page.locator('.table tbody td.cell-owner').first()
    await cell.waitFor()
    // The cell loads the related account after the list has rendered (a dash meanwhile).
    await expect
      .poll(async () => (await cell.innerText()).trim(), { timeout: 30_000 })
      .toBe(owner.name)
  })
})
