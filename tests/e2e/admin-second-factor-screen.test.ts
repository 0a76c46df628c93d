import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { enrolOverHttp, freshCode } from '../support/second-factor'
import { adminSession } from './admin-session'
import { baseURL, browserForSuite, whenHydrated } from './browser'

/**
 * One's own second factor inside the back office: the code field takes letters (recovery codes)
 * on a phone's keyboard; the account links to its screen in the back-office frame, which counts
 * the recovery codes left and makes new ones after the password and an app's code; Copy says so.
 */
const { newPage } = browserForSuite()
const { api } = adminSession(newPage)
const stamp = Date.now().toString(36)

async function enrolledSales(name: string) {
  const account = {
    email: `sf-screen-${name}-${stamp}@example.com`,
    password: `sf-screen-${stamp}`,
  }
  const created = await api('admin', '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...account, roles: ['sales'] }),
  })
  expect(created.status).toBe(201)
  return { account, ...(await enrolOverHttp(baseURL(), account, inject('secondFactorLedger'))) }
}

async function toSecondStep(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await whenHydrated(page, '[data-second-factor="form"]')
}

describe('the second factor as a back-office screen', () => {
  it('takes letters in the code field, on a phone too', async () => {
    const { account } = await enrolledSales('keyboard')
    const page = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true })
    await toSecondStep(page, account)
    const field = page.getByLabel('Code from the app or a recovery code')
    expect(await field.getAttribute('inputmode')).toBe('text')
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('counts the codes left and makes new ones after the password and a code', async () => {
    const { account, secret, recoveryCodes } = await enrolledSales('renew')
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] })
    await toSecondStep(page, account)
    // A recovery code spent at this login leaves nine.
    await page.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')

    await page.goto('/admin/account')
    await whenHydrated(page, '[data-second-factor="manage"]')
    await page.locator('[data-second-factor="manage"]').click()
    await page.waitForURL((url) => url.pathname === '/admin/second-factor')
    // Inside the frame: the back office's navigation is there.
    await page.locator('aside.nav, nav').first().waitFor({ state: 'attached' })
    await page.getByText('9 recovery codes left.').waitFor()

    await whenHydrated(page, '[data-second-factor="renew"]')
    await page.getByLabel('Password').fill('not-the-password')
    await page
      .getByLabel('Code from the app')
      .fill(await freshCode(secret, inject('secondFactorLedger')))
    await page.getByRole('button', { name: 'Make new codes' }).click()
    await page.getByRole('alert').getByText('The password is not right.').waitFor()

    await page.getByLabel('Password').fill(account.password)
    await page
      .getByLabel('Code from the app')
      .fill(await freshCode(secret, inject('secondFactorLedger')))
    await page.getByRole('button', { name: 'Make new codes' }).click()
    const codes = page.locator('[data-second-factor="recovery-codes"] li')
    await codes.first().waitFor()
    expect(await codes.count()).toBe(10)
    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByRole('button', { name: 'Copied.' }).waitFor()
    expect(await page.locator('[data-second-factor="copy-status"]').getAttribute('aria-live')).toBe(
      'polite',
    )
    await page.locator('[data-second-factor="copy-status"]').getByText('Copied.').waitFor()

    await page.reload()
    await page.getByText('10 recovery codes left.').waitFor()
  })

  it('counts by the language’s plural rules (Ukrainian)', async () => {
    const { account, secret } = await enrolledSales('uk')
    const page = await newPage()
    await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: baseURL() }])
    await toSecondStep(page, account)
    await page
      .getByLabel('Код із застосунку або код відновлення')
      .fill(await freshCode(secret, inject('secondFactorLedger')))
    await page.getByRole('button', { name: 'Продовжити' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.goto('/admin/second-factor')
    await page.getByText('Залишилося 10 кодів відновлення.').waitFor()
  })
})
