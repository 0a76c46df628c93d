import { readFileSync } from 'node:fs'

import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { captchaStandIn, standInScript } from '../../support/captcha-stand-in'
import { startServers, type AppServer } from '../../support/servers'
import { happens } from '../../support/wait'
import { baseURL, hydratedForm, browserForSuite } from '../browser'
import { pickupOrder } from '../forms-records'

/**
 * reCAPTCHA v3 and v2 on every form, in Chromium, against local stand-ins
 * (tests/support/captcha-stand-in.ts): a tiny `grecaptcha` script (ready/execute/render, the v2
 * checkbox with its callback) and a verification endpoint. Two more production servers run with the
 * captcha configured (one per version); the suite's own server has none and must load nothing from
 * anywhere else.
 */
const { newPage } = browserForSuite()
const standIn = captchaStandIn()
const ua = JSON.parse(readFileSync('src/i18n/messages/ua/forms.json', 'utf8')) as {
  captcha: Record<string, string>
  sent: string
}

const servers: Partial<Record<'v2' | 'v3', AppServer>> = {}

beforeAll(async () => {
  await standIn.start()
  const env = (version: 'v2' | 'v3') => ({
    RECAPTCHA_SITE_KEY: `stand-in-key-${version}`,
    RECAPTCHA_SECRET_KEY: 'stand-in-secret',
    RECAPTCHA_VERSION: version,
    RECAPTCHA_SCRIPT_URL: `${standIn.origin}/recaptcha/api.js`,
    RECAPTCHA_VERIFY_URL: `${standIn.origin}/siteverify`,
    FORMS_RATE_LIMIT: '1000000',
    JOBS_AUTORUN: 'off',
  })
  const [v3, v2] = await startServers([env('v3'), env('v2')])
  servers.v3 = v3
  servers.v2 = v2
}, 300_000)

afterAll(async () => {
  await Promise.all([servers.v3?.stop(), servers.v2?.stop()])
  await standIn.stop()
})

/** A page of the given server; records every request to the stand-in's origin. */
async function open(server: AppServer, path: string) {
  const page = await newPage({ consent: true, baseURL: server.baseURL })
  const scriptRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(standIn.origin)) scriptRequests.push(request.url())
  })
  const response = await page.goto(path)
  return { page, scriptRequests, response }
}

const field = (root: Locator, name: string) => root.locator(`[name="${name}"]`)

/** Fills each form's required fields (the first fill is the form's first interaction). */
const fillers: Record<string, (root: Locator) => Promise<void>> = {
  contact: async (root) => {
    await field(root, 'name').fill('Ana Sousa')
    await field(root, 'email').fill('ana.captcha@example.com')
    await field(root, 'message').fill('Checking the human check.')
  },
  partner: async (root) => {
    await field(root, 'name').fill('Tom Baker')
    await field(root, 'email').fill('tom.captcha@example.com')
    await field(root, 'phone').fill('07911 123456')
    await field(root, 'interest').selectOption('roaming')
    await field(root, 'privacyPolicy').check()
  },
  lead: async (root) => {
    await field(root, 'interest').selectOption('start_business')
    await field(root, 'firstName').fill('Inês')
    await field(root, 'lastName').fill('Carvalho')
    await field(root, 'email').fill('ines.captcha@example.com')
    await field(root, 'phone').fill('020 7946 0000')
    await field(root, 'country').selectOption('PT')
  },
  'job-application': async (root) => {
    await field(root, 'firstName').fill('Olena')
    await field(root, 'lastName').fill('Koval')
    await field(root, 'email').fill('olena.captcha@example.com')
    await field(root, 'linkedin').fill('https://www.linkedin.com/in/olena-koval')
  },
  'deletion-request': async (root) => {
    await field(root, 'phone').fill('07911 123456')
  },
  newsletter: async (root) => {
    await field(root, 'email').fill('news.captcha@example.com')
  },
}
const formPages: [form: string, path: string][] = [
  ['contact', '/en/contact'],
  ['partner', '/en/form'],
  ['lead', '/en/business'],
  ['job-application', '/en/about-us'],
  ['deletion-request', '/en/delete-account'],
  ['newsletter', '/en/shop'],
]

const submissions = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      /\/api\/v1\/(forms\/[a-z-]+|orders)$/.test(new URL(request.url()).pathname),
  )

/** Puts one commercial good in the cart and opens the cart's order form. */
async function orderForm(server: AppServer) {
  const { page, scriptRequests } = await open(server, '/en/shop/chargers?sort=title')
  await page.getByRole('link', { name: 'Details: Voltra Go 7 portable' }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.locator('.toasts .toast').waitFor()
  await page.goto('/en/shop/cart')
  const root = await hydratedForm(page, 'order')
  return { page, root, scriptRequests }
}
async function fillOrder(page: Page) {
  await page.getByLabel('Name').fill('Maria Costa')
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0958')
  await page.getByLabel('Pick up').check()
  await page.getByLabel('I agree to the').check()
  await page.getByLabel('I accept the').check()
}

describe('without reCAPTCHA keys (the suite server)', () => {
  it('loads nothing from another origin, even after a form is used', async () => {
    const page = await newPage({ baseURL: baseURL() })
    const foreign: string[] = []
    const isForeign = (url: string) =>
      new URL(url).origin !== new URL(baseURL()).origin && !url.startsWith('data:')
    page.on('request', (request) => {
      if (isForeign(request.url())) foreign.push(request.url())
    })
    await page.goto('/en/contact')
    const root = await hydratedForm(page, 'contact')
    await fillers.contact!(root)
    // A duration, not a condition: nothing may load in the moment after the form is used.
    const loads = page.waitForRequest((request) => isForeign(request.url()), { timeout: 500 })
    expect(await happens(loads)).toBe(false)
    expect(foreign).toEqual([])
  })
})

describe.each(['v3', 'v2'] as const)('reCAPTCHA %s against stand-ins', (version) => {
  it('the CSP allows exactly the configured script origin, and the script waits for the first interaction', async () => {
    const server = servers[version]!
    const { page, scriptRequests, response } = await open(server, '/en/contact')
    const csp = response!.headers()['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).toContain(standIn.origin)
    expect(csp).not.toContain('google')
    const root = await hydratedForm(page, 'contact')
    // A duration, not a condition: with no interaction yet, the script must not load in this window.
    const loads = page.waitForRequest((request) => request.url().startsWith(standIn.origin), {
      timeout: 700,
    })
    expect(await happens(loads)).toBe(false)
    expect(scriptRequests).toEqual([])
    await field(root, 'name').focus()
    await expect.poll(() => scriptRequests.length).toBe(1)
    expect(scriptRequests[0]).toContain(
      version === 'v3' ? `render=stand-in-key-v3` : 'render=explicit',
    )
  })

  it.each(formPages)('the %s form sends a token the server verifies', async (form, path) => {
    const server = servers[version]!
    const { page } = await open(server, path)
    const root = await hydratedForm(page, form)
    await fillers[form]!(root)
    if (version === 'v2') {
      const box = root.locator('[data-stand-in-captcha]')
      await box.waitFor()
      if (form === 'contact') {
        // Not ticked: the visitor is asked to, and nothing is sent.
        await root.locator('button[type="submit"]').click()
        await root.getByText('Please confirm that you are not a robot.').waitFor()
      }
      await box.check()
    }
    const sent = submissions(page)
    await root.locator('button[type="submit"]').click()
    const request = await sent
    const token = (request.postDataJSON() as { captchaToken?: string }).captchaToken
    expect(token).toBe(
      version === 'v3'
        ? `stand-in-v3.stand-in-key-v3.${form.replace(/-/g, '_')}`
        : 'stand-in-v2.stand-in-key-v2',
    )
    expect((await request.response())?.status()).toBe(201)
    expect(standIn.verified.some((v) => v.response === token)).toBe(true)
  })

  it('the shop order form sends a token the server verifies', async () => {
    const server = servers[version]!
    const { page, root } = await orderForm(server)
    await fillOrder(page)
    if (version === 'v2') await root.locator('[data-stand-in-captcha]').check()
    const sent = submissions(page)
    await page.getByRole('button', { name: 'Send order' }).click()
    const request = await sent
    const token = (request.postDataJSON() as { captchaToken?: string }).captchaToken
    expect(token).toBe(
      version === 'v3' ? 'stand-in-v3.stand-in-key-v3.order' : 'stand-in-v2.stand-in-key-v2',
    )
    expect((await request.response())?.status()).toBe(201)
    await page.getByText('Order sent successfully').waitFor()
  })
})

describe('captcha errors (v3), translated, and the form stays usable', () => {
  it('failed to load script: the message in Ukrainian; the next try loads it and sends', async () => {
    const { page } = await open(servers.v3!, '/ua/contact')
    await page.route(`${standIn.origin}/**`, (route) => route.abort())
    const root = await hydratedForm(page, 'contact')
    await fillers.contact!(root)
    await root
      .locator('[data-captcha-error="loadFailed"]', { hasText: ua.captcha.loadFailed! })
      .waitFor()
    await root.locator('button[type="submit"]').click()
    await root.locator('[role="status"]', { hasText: ua.captcha.loadFailed! }).waitFor()
    await page.unroute(`${standIn.origin}/**`)
    const sent = submissions(page)
    await root.locator('button[type="submit"]').click()
    expect((await (await sent).response())?.status()).toBe(201)
    await root.locator('[role="status"]', { hasText: ua.sent }).waitFor()
  })

  it('failed to execute: the message in Ukrainian; trying again sends', async () => {
    const { page } = await open(servers.v3!, '/ua/delete-account')
    await page.route(`${standIn.origin}/recaptcha/api.js*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: standInScript(true) }),
    )
    const root = await hydratedForm(page, 'deletion-request')
    await field(root, 'phone').fill('050 123 4567')
    await root.locator('button[type="submit"]').click()
    await root.locator('[role="status"]', { hasText: ua.captcha.executeFailed! }).waitFor()
    expect(await field(root, 'phone').inputValue()).toBe('050 123 4567')
    expect(await root.locator('button[type="submit"]').isEnabled()).toBe(true)
    const sent = submissions(page)
    await root.locator('button[type="submit"]').click()
    expect((await (await sent).response())?.status()).toBe(201)
  })

  it('a submission without a token is refused by the server (400, field captchaToken)', async () => {
    for (const [path, body] of [
      ['/api/v1/forms/newsletter', { email: 'no-token@example.com' }],
      ['/api/v1/orders', pickupOrder],
    ] as const) {
      const response = await fetch(new URL(path, servers.v3!.baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { error: { field?: string } }).error.field, path).toBe(
        'captchaToken',
      )
    }
  })
})
