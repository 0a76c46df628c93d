import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import type { DemoRole } from '../support/e2e-env'
import { enrolOverHttp } from '../support/second-factor'
import { adminSession, whenFormReady } from './admin-session'
import { axeViolations, wcagTags } from './axe'
import { baseURL, browserForSuite, whenHydrated } from './browser'

/**
 * axe (WCAG 2.2 AA) over the back office as each role works in it: no critical or serious
 * violation on the dashboard (the sales desk's charts), every list the role sees, a post and a
 * station, the person-requests screen, the account with its second factor, and the login's
 * second step. The dashboard, the documents and our own screens in en, pt and uk each; the lists
 * once per role, the three languages taking turns (a list's markup is the same in every language;
 * what a language changes, its words' names and lengths, the screens in all three show).
 */
const { newPage } = browserForSuite()
const { loggedIn, api } = adminSession(newPage)
const languages = ['en', 'pt', 'uk'] as const
type Language = (typeof languages)[number]

/**
 * Payload's internals no stylesheet or label can fix: the chips of a multiple relationship are
 * sortable (dnd-kit's role="button" wrapper) and hold their own remove and open buttons, a nesting
 * of controls only a rewrite of Payload's field would undo.
 */
const payloadInternals = [
  /^nested-interactive \(serious\): (\.rs__multi-value|div\[aria-describedby=[^\]]*\])(, (\.rs__multi-value|div\[aria-describedby=[^\]]*\]))*$/,
]

async function inLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
}

/** The violations of the screen at `path` once `ready` says it is shown, each prefixed by where. */
async function audit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path, { timeout: 60_000 })
  await ready(page)
  const found = (await axeViolations(page, { tags: wcagTags })).filter(
    (v) => !payloadInternals.some((internal) => internal.test(v)),
  )
  const lang = await page.evaluate(() => document.documentElement.lang)
  return found.map((v) => `${path} [${lang}] ${v}`)
}

const dashboardReady = async (page: Page) => {
  await page.locator('aside.nav--nav-hydrated').waitFor({ state: 'attached' })
  await whenHydrated(page, '.dashboard')
  // The sales desk's charts are drawn once their module has loaded.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-dashboard="charts"] figure[data-chart]')].every(
      (figure) => figure.querySelector('canvas') !== null,
    ),
  )
}
const listReady = async (page: Page) => {
  await page.locator('.collection-list').first().waitFor()
  await whenHydrated(page, '.list-controls__toggle-columns')
}
const documentReady = (page: Page) => whenFormReady(page, '.document-fields')

async function listSlugs(page: Page): Promise<string[]> {
  await page.goto('/admin', { timeout: 60_000 })
  await page.locator('aside.nav--nav-hydrated').waitFor({ state: 'attached' })
  const hrefs = await page
    .locator('nav a[href^="/admin/collections/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => href.split(/[/?#]/)[3]!).filter(Boolean))]
}

async function firstId(collection: string): Promise<string> {
  const { body } = await api('admin', `/api/${collection}?limit=1&depth=0`)
  const id = (body.docs as { id: string | number }[])[0]?.id
  expect(id, `a ${collection} document`).toBeDefined()
  return String(id)
}

const audited = new Set<string>()

async function auditLists(role: DemoRole, page: Page): Promise<string[]> {
  const found: string[] = []
  const slugs = (await listSlugs(page)).filter((slug) => !audited.has(slug))
  expect(slugs.length + audited.size).toBeGreaterThan(0)
  for (const [i, slug] of slugs.entries()) {
    audited.add(slug)
    await inLanguage(page, languages[i % languages.length]!)
    found.push(...(await audit(page, `/admin/collections/${slug}`, listReady)))
  }
  return found.map((v) => `${role}: ${v}`)
}

describe('the back office passes axe (WCAG 2.2 AA)', () => {
  it.each(['editor', 'sales', 'admin'] as const)(
    'as %s: the dashboard in en, pt and uk, and every list',
    { timeout: 600_000 },
    async (role) => {
      const page = await loggedIn(role)
      const found: string[] = []
      for (const language of languages) {
        await inLanguage(page, language)
        found.push(...(await audit(page, '/admin', dashboardReady)).map((v) => `${role}: ${v}`))
      }
      found.push(...(await auditLists(role, page)))
      expect(found).toEqual([])
    },
  )

  it(
    'a post, a station, the person requests, the second factor and the account in en, pt and uk',
    {
      timeout: 600_000,
    },
    async () => {
      const page = await loggedIn('admin')
      const post = await firstId('posts')
      const station = await firstId('stations')
      const found: string[] = []
      for (const language of languages) {
        await inLanguage(page, language)
        found.push(...(await audit(page, `/admin/collections/posts/${post}`, documentReady)))
        found.push(...(await audit(page, `/admin/collections/stations/${station}`, documentReady)))
        found.push(
          ...(await audit(page, '/admin/person-requests', (p) =>
            whenHydrated(p, '[data-person-requests] form'),
          )),
        )
        found.push(
          ...(await audit(page, '/admin/second-factor', (p) =>
            whenHydrated(p, '[data-second-factor="renew"]'),
          )),
        )
        found.push(
          ...(await audit(page, '/admin/account', (p) =>
            whenHydrated(p, '[data-second-factor="field"]'),
          )),
        )
      }
      expect(found).toEqual([])
    },
  )

  it(
    'the login’s second step, enrolling and verifying, in en, pt and uk',
    {
      timeout: 300_000,
    },
    async () => {
      const stamp = Date.now().toString(36)
      const found: string[] = []
      for (const [i, language] of languages.entries()) {
        const account = { email: `axe-${stamp}-${i}@example.com`, password: `axe-${stamp}-pass` }
        const created = await api('admin', '/api/users', {
          method: 'POST',
          body: JSON.stringify({ ...account, roles: ['sales'] }),
        })
        expect(created.status).toBe(201)
        const page = await newPage()
        await inLanguage(page, language)
        const step = (p: Page) => whenHydrated(p, '[data-second-factor="form"]')
        // Enrolment: a login with the password alone, at the account's first login.
        expect((await page.request.post('/api/users/login', { data: account })).status()).toBe(200)
        found.push(...(await audit(page, '/admin/login', step)))
        // Verification: enrolled (over HTTP), then a new login with the password.
        await enrolOverHttp(baseURL(), account, inject('secondFactorLedger'))
        await page.context().clearCookies({ name: 'payload-token' })
        expect((await page.request.post('/api/users/login', { data: account })).status()).toBe(200)
        found.push(...(await audit(page, '/admin/login', step)))
      }
      expect(found).toEqual([])
    },
  )
})
