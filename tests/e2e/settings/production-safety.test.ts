import { parse } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProductionServer } from '../../../scripts/lib/serve.mjs'

import messagesEn from '@/i18n/messages/en/pay.json'
import messagesMy from '@/i18n/messages/my/pay.json'
import messagesPt from '@/i18n/messages/pt/pay.json'
import messagesUa from '@/i18n/messages/ua/pay.json'

import { browserForSuite } from '../browser'

/**
 * The production build started the way an operator might start it, with settings missing: it must
 * refuse to start (with the reason) rather than serve errors, and without a payment provider the
 * pay pages must say so. Each case runs its own server next to the suite's shared one.
 */
const { newPage } = browserForSuite()

describe('a misconfigured production server', () => {
  it('refuses to start without PAYLOAD_SECRET, naming it', async () => {
    const started = startProductionServer({ env: { PAYLOAD_SECRET: '' }, timeoutMs: 90_000 })
    await expect(started).rejects.toThrow(/did not come up[\s\S]*PAYLOAD_SECRET is not set/)
  })

  it('refuses to start with WEBHOOK_URL but no WEBHOOK_SECRET', async () => {
    const started = startProductionServer({
      env: { WEBHOOK_URL: 'http://127.0.0.1:9/crm', WEBHOOK_SECRET: '' },
      timeoutMs: 90_000,
    })
    await expect(started).rejects.toThrow(
      /did not come up[\s\S]*WEBHOOK_URL is set without WEBHOOK_SECRET/,
    )
  })
})

describe('a production deployment as it starts: no demo content, no payment provider', () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>
  beforeAll(async () => {
    // No SEED_DEMO_CONTENT, no PAYMENTS_PROVIDER and no Stripe keys: what nobody configured is off.
    server = await startProductionServer({
      env: {
        SEED_DEMO_CONTENT: '',
        PAYMENTS_PROVIDER: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
      },
    })
  }, 180_000)
  afterAll(() => server?.stop())

  const url = (path: string) => new URL(path, server.baseURL)

  it('has no users: the back office asks for the first one', async () => {
    const page = await newPage({ baseURL: server.baseURL })
    // The first back-office request of a fresh server loads the admin's code: slow on a busy machine.
    await page.goto('/admin', { timeout: 60_000 })
    await page.waitForURL('**/admin/create-first-user', { timeout: 60_000 })
    await expect(page.locator('input[name="email"]').count()).resolves.toBe(1)
  })

  it('says on the pay page, in every locale, that online payment is unavailable', async () => {
    const expected = { en: messagesEn, my: messagesMy, pt: messagesPt, ua: messagesUa }
    for (const [locale, messages] of Object.entries(expected)) {
      const response = await fetch(url(`/${locale}/pay`))
      expect(response.status).toBe(200)
      const html = parse(await response.text())
      expect(html.querySelector('[data-testid="pay-unavailable"]')?.text.trim(), locale).toBe(
        messages.errors.payments_unavailable,
      )
      expect(html.querySelector('form[action$="/pay/prepay"]'), locale).toBeNull()
    }
  })

  it('refuses new payments with a JSON error and has no test webhook', async () => {
    const response = await fetch(url('/api/v1/payments'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        station: 'X',
        connector: 'Y',
        amount: '20',
        email: 'driver@example.com',
        idempotencyKey: 'k'.repeat(20),
      }),
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: { code: 'payments_unavailable', message: expect.any(String) },
    })
    const webhook = await fetch(url('/api/v1/payments/webhook/test'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(webhook.status).toBe(404)
  })
})
