import { readFile } from 'node:fs/promises'

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { enrolOverHttp, freshCode } from '../support/second-factor'
import { baseURL, browserForSuite, whenHydrated } from './browser'
import { demoToken } from './http'

/**
 * The second factor's screens say what they take: a recovery code typed in the app's code field
 * lets the person in (once); after enrolment the secret is gone and the recovery codes can be
 * copied and downloaded, in the back office's language.
 */
const { newPage } = browserForSuite()
const stamp = Date.now().toString(36)
let accounts = 0

async function newSalesAccount() {
  const account = {
    email: `second-factor-${stamp}-${++accounts}@example.com`,
    password: `second-factor-${stamp}`,
  }
  const created = await fetch(new URL('/api/users', baseURL()), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${await demoToken('admin')}`,
    },
    body: JSON.stringify({ ...account, roles: ['sales'] }),
  })
  expect(created.status).toBe(201)
  return account
}

async function logInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await whenHydrated(page, '[data-second-factor="form"]')
}

describe('the second factor in the browser', () => {
  it('takes a recovery code typed where the app code goes, once', async () => {
    const account = await newSalesAccount()
    const { recoveryCodes } = await enrolOverHttp(baseURL(), account, inject('secondFactorLedger'))
    const page = await newPage()
    await logInWithPassword(page, account)
    await page.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
    expect((await page.request.get('/api/leads')).status()).toBe(200)

    // Spent: the next login is told so, as a recovery code, not as an app's code.
    const again = await newPage()
    await logInWithPassword(again, account)
    await again.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[0]!)
    await again.getByRole('button', { name: 'Continue' }).click()
    await again
      .getByRole('alert')
      .getByText('This recovery code is not valid or was already used')
      .waitFor()
    // The recovery mode asks for a recovery code, not for the app's six digits.
    await again.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click()
    await again.getByText('Enter one of the recovery codes you kept').waitFor()
    expect(await again.getByText('6-digit').count()).toBe(0)
    await again.getByLabel('Recovery code').fill(recoveryCodes[1]!)
    await again.getByRole('button', { name: 'Continue' }).click()
    await again.waitForURL((url) => url.pathname === '/admin')
  })

  it('hides the secret once enrolled; the codes are copied and downloaded (in Ukrainian)', async () => {
    const account = await newSalesAccount()
    const page = await newPage({
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: baseURL() }])
    await logInWithPassword(page, account)
    await page.getByRole('heading', { name: 'Налаштуйте другий фактор' }).waitFor()
    const secret = (await page.locator('[data-second-factor="secret"]').innerText()).replace(
      /\s/g,
      '',
    )
    await page
      .getByLabel('Код із застосунку')
      .fill(await freshCode(secret, inject('secondFactorLedger')))
    await page.getByRole('button', { name: 'Продовжити' }).click()
    await page.getByRole('heading', { name: 'Ваші коди відновлення' }).waitFor()
    expect(await page.locator('[data-second-factor="secret"]').count()).toBe(0)
    expect(await page.locator('[data-second-factor="qr"]').count()).toBe(0)
    expect(await page.locator('body').innerText()).not.toContain(secret.slice(0, 8))
    const codes = await page.locator('[data-second-factor="recovery-codes"] li').allInnerTexts()
    expect(codes).toHaveLength(10)

    await page.getByRole('button', { name: 'Копіювати' }).click()
    await page.getByRole('status').getByText('Скопійовано.').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Завантажити (.txt)' }).click(),
    ])
    const file = await readFile((await download.path())!, 'utf8')
    for (const text of [copied, file]) {
      expect(text).toContain(account.email)
      for (const code of codes) expect(text).toContain(code)
    }
    await page.getByRole('button', { name: 'Я їх зберіг: продовжити' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
  })
})
