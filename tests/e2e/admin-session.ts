import type { BrowserContextOptions, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

import { demoSecondFactor, demoUser, type DemoRole } from '../support/e2e-env'
import { freshCode, passSecondFactorInPage } from '../support/second-factor'
import { baseURL, whenHydrated } from './browser'
import { demoToken } from './http'

type NewPage = (options?: BrowserContextOptions) => Promise<Page>
type Credentials = { email: string; password: string }

/**
 * Back-office helpers of a test file: a page logged in as a demo role or an account, and Payload's
 * REST API as a demo role (the answer itself, or its status and JSON).
 */
export function adminSession(newPage: NewPage) {
  const request = async (role: DemoRole, path: string, init: RequestInit = {}) =>
    fetch(new URL(path, baseURL()), {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `JWT ${await demoToken(role)}`,
        ...init.headers,
      },
    })
  return {
    /**
     * A page with the session cookie of the same login the admin's form makes: the demo admin's
     * and sales' complete login (password and second factor) the global setup made, else a login
     * with the password. `options.baseURL` logs in at another address.
     */
    async loggedIn(
      who: DemoRole | Credentials,
      options: BrowserContextOptions = {},
    ): Promise<Page> {
      const page = await newPage(options)
      const origin = options.baseURL ?? baseURL()
      if (who === 'admin' || who === 'sales') {
        const token = await demoToken(who)
        await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
        return page
      }
      await logInAccount(page, typeof who === 'string' ? demoUser(who) : who, origin)
      return page
    },
    request,
    async api<T = Record<string, any>>(
      role: DemoRole,
      path: string,
      init: RequestInit = {},
    ): Promise<{ status: number; body: T }> {
      const response = await request(role, path, init)
      return { status: response.status, body: (await response.json()) as T }
    },
  }
}

/**
 * Logs an account in within the page's browser (the session cookie and the language cookie the
 * login sets); an account that must enrol a second factor (admins, sales) does, as at a first login.
 */
export async function logInAccount(page: Page, account: Credentials, origin = baseURL()) {
  const login = await page.request.post(`${origin}/api/users/login`, { data: account })
  expect(login.status()).toBe(200)
  if (((await login.json()) as { secondFactor?: string }).secondFactor !== 'enrol') return
  const enrol = await page.request.post(`${origin}/api/users/second-factor/enrol`)
  const { secret } = (await enrol.json()) as { secret: string }
  const code = await freshCode(secret, inject('secondFactorLedger'))
  const verified = await page.request.post(`${origin}/api/users/second-factor/verify`, {
    data: { code },
  })
  expect(verified.status()).toBe(200)
}

/** Logs a demo role in through the back office's login form (and its second factor). */
export async function logInThroughForm(page: Page, role: DemoRole = 'editor'): Promise<void> {
  // Loaded whole, so the form is the back office's (hydrated) when it is filled; on a loaded host
  // the first load of the back office has taken longer than the 15 s a navigation gets elsewhere.
  await page.goto('/admin/login', { timeout: 45_000 })
  await page.locator('input[name="email"]').fill(demoUser(role).email)
  await page.locator('input[name="password"]').fill(demoUser(role).password)
  await page.locator('button[type="submit"]').click()
  if (role !== 'editor') {
    const { secret, ledger } = demoSecondFactor(role)
    await passSecondFactorInPage(page, secret, ledger)
  }
  await page.waitForURL((url) => url.pathname === '/admin')
}

/**
 * Console errors and Content-Security-Policy violations a page reports while the test drives it.
 */
export function watchPage(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  void page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] }
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  }
}

/**
 * A back-office document once its field `selector` is hydrated and the form holding it is ready: until
 * then the form may still be initialising (its fields disabled, keys typed into them dropped) or
 * about to replace its state with the server's, which would wipe what a test typed.
 */
export async function whenFormReady(page: Page, selector: string): Promise<void> {
  await whenHydrated(page, selector)
  await page.locator('form[data-form-ready="true"]', { has: page.locator(selector) }).waitFor()
}

/**
 * Opens a document's live preview. Payload remembers per account whether it was left open (a
 * preference), so a test after another one of the same account may find it open already, and a
 * click would close it (its frame then stays in the page, hidden): the toggler is clicked only when
 * it is not active.
 */
export async function openLivePreview(page: Page): Promise<void> {
  const toggler = page.locator('#live-preview-toggler')
  await whenHydrated(page, '#live-preview-toggler')
  const active = 'live-preview-toggler--active'
  if (!((await toggler.getAttribute('class')) ?? '').includes(active)) await toggler.click()
  await page.locator(`#live-preview-toggler.${active}`).waitFor()
}
