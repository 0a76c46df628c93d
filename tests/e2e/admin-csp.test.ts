import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { freshCode } from '../support/second-factor'
import { adminSession, logInThroughForm, openLivePreview, whenFormReady } from './admin-session'
import { baseURL, browserForSuite, whenHydrated } from './browser'
import { demoToken } from './http'

/**
 * The back office under its policy, enforced: a nonce per answer for scripts, nothing evaluated
 * from a string. Each role walks its screens (the login and its second factor, the enrolment's
 * recovery codes, dashboards and charts, lists, the post editor with its media picker, an upload,
 * the live preview, a station's structured editors, person requests, account settings) and the
 * browser reports no violation of it.
 */
const { newPage } = browserForSuite()
const { api } = adminSession(newPage)

/** Violations of the enforced policy, collected across every document the page loads. */
function violationsOf(page: Page) {
  const seen: string[] = []
  void page.exposeFunction('reportCspViolation', (text: string) => seen.push(text))
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.disposition !== 'enforce') return
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation
      report(`${location.pathname}: ${e.effectiveDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
  return seen
}

/** Opens a back-office screen and waits until `ready` shows it drawn and hydrated. */
async function visit(page: Page, path: string, ready: string) {
  await page.goto(path, { timeout: 45_000 })
  await whenHydrated(page, ready)
}

describe('the back office with its policy enforced', () => {
  it('sends a nonce per answer, and runs no script without it', async () => {
    const [first, second] = await Promise.all([
      fetch(new URL('/admin/login', baseURL())),
      fetch(new URL('/admin/login', baseURL())),
    ])
    const policies = [first, second].map((r) => r.headers.get('content-security-policy') ?? '')
    const scriptSources = policies.map((p) => /script-src ([^;]*)/.exec(p)?.[1] ?? '')
    for (const sources of scriptSources) {
      expect(sources).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/)
      expect(sources).not.toMatch(/unsafe-inline|unsafe-eval/)
    }
    expect(scriptSources[0]).not.toBe(scriptSources[1])
    expect(policies[0]).toContain('report-to csp')
    expect(first.headers.get('reporting-endpoints')).toBe('csp="/api/v1/csp-reports"')

    const page = await newPage()
    const seen = violationsOf(page)
    await visit(page, '/admin/login', 'input[name="email"]')
    // Markup that reached the page (a stored message shown to staff, say) runs nothing.
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean }
      const holder = document.createElement('div')
      holder.innerHTML = '<img src="/nothing.png" onerror="window.injected = true">'
      document.body.append(holder)
      await new Promise((resolve) => setTimeout(resolve, 500))
      return w.injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => seen.length).toBeGreaterThan(0)
  })
})

describe('the editors’ screens with the policy enforced', () => {
  it(
    'as an editor: dashboard, lists, the post editor and its media picker, an upload, the live preview, a station, the account',
    { timeout: 240_000 },
    async () => {
      const { body: posts } = await api('editor', '/api/posts?limit=1&depth=0')
      const { body: stations } = await api('editor', '/api/stations?limit=1&depth=0')
      const { body: goods } = await api('editor', '/api/goods?limit=1&depth=0')
      const page = await newPage()
      const seen = violationsOf(page)
      await logInThroughForm(page, 'editor')
      await whenHydrated(page, 'nav')
      await visit(page, '/admin/collections/posts', 'tbody tr')
      await visit(page, `/admin/collections/posts/${posts.docs[0].id}`, '[data-lexical-editor]')
      await page.locator('[data-lexical-editor]').first().click()
      await page.keyboard.type(' ')
      await visit(page, '/admin/collections/posts/create', '#field-title')
      await whenFormReady(page, '#field-title')
      await page
        .locator('#field-cover')
        .getByRole('button', { name: 'Choose from existing' })
        .click()
      await page.locator('.list-drawer tbody tr img').first().waitFor()
      await visit(page, '/admin/collections/media/create', 'input[type="file"]')
      await page.locator('input[type="file"]').setInputFiles({
        name: 'csp-walk.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 60 } },
        })
          .png()
          .toBuffer(),
      })
      await page.locator('#field-alt').fill('An upload under the back office’s policy')
      await page.locator('#action-save').click()
      await page.waitForURL((url) => /^\/admin\/collections\/media\/\d+$/.test(url.pathname), {
        timeout: 60_000,
      })
      await visit(page, `/admin/collections/goods/${goods.docs[0].id}`, '#live-preview-toggler')
      await openLivePreview(page)
      await page.frameLocator('iframe').locator('[data-preview-bar]').waitFor({ timeout: 30_000 })
      await visit(page, `/admin/collections/stations/${stations.docs[0].id}`, 'form')
      await visit(page, '/admin/account', '#field-email')
      expect(seen).toEqual([])
    },
  )
})

describe('the staff screens with the policy enforced', () => {
  it(
    'as sales, through the second factor: the desk with its charts, leads, a lead, orders',
    { timeout: 240_000 },
    async () => {
      const { body: leads } = await api('sales', '/api/leads?limit=1&depth=0')
      const page = await newPage()
      const seen = violationsOf(page)
      await logInThroughForm(page, 'sales')
      await whenHydrated(page, 'nav')
      await page.locator('figure[data-chart]').first().waitFor()
      await visit(page, '/admin/collections/leads', 'tbody tr')
      if (leads.docs[0]) await visit(page, `/admin/collections/leads/${leads.docs[0].id}`, 'form')
      await visit(page, '/admin/collections/orders', '.collection-list')
      expect(seen).toEqual([])
    },
  )

  it(
    'as an admin: a new account’s enrolment with its recovery codes, person requests, users',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now().toString(36)
      const account = { email: `csp-${stamp}@example.com`, password: `csp-walk-${stamp}` }
      const created = await fetch(new URL('/api/users', baseURL()), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `JWT ${await demoToken('admin')}`,
        },
        body: JSON.stringify({ ...account, roles: ['admin'] }),
      })
      expect(created.status).toBe(201)
      const page = await newPage()
      const seen = violationsOf(page)
      await visit(page, '/admin/login', 'input[name="email"]')
      await page.locator('input[name="email"]').fill(account.email)
      await page.locator('input[name="password"]').fill(account.password)
      await page.locator('button[type="submit"]').click()
      await whenHydrated(page, '[data-second-factor="form"]')
      const secret = (await page.locator('[data-second-factor="secret"]').innerText()).replace(
        /\s/g,
        '',
      )
      await page
        .getByLabel('Code from the app')
        .fill(await freshCode(secret, inject('secondFactorLedger')))
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.locator('[data-second-factor="recovery-codes"] li').first().waitFor()
      await page.getByRole('button', { name: /continue/i }).click()
      await page.waitForURL((url) => url.pathname === '/admin')
      await visit(page, '/admin/person-requests', '[data-person-requests] form')
      await visit(page, '/admin/collections/users', 'tbody tr')
      await visit(page, '/admin/account', '#field-email')
      expect(seen).toEqual([])
    },
  )
})
