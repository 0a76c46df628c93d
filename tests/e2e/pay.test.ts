import { describe, expect, it } from 'vitest'

import { testWebhookSecret, testSignatureHeader } from '@/features/pay/testProvider'
import { signPayload } from '@/features/pay/signature'

import { baseURL, browserForSuite } from './browser'
import { demoToken, get, getHtml } from './http'
import { e2ePayloadSecret } from '../support/e2e-env'

const { newPage } = browserForSuite()

/**
 * The e2e server's PAYLOAD_SECRET (tests/support/e2e-server.ts), from which the test provider's
 * webhook secret derives.
 */
const webhookSecret = testWebhookSecret({ PAYLOAD_SECRET: e2ePayloadSecret })

type Detail = {
  id: string
  appUsersOnly: boolean
  details?: {
    currency: string
    evses: {
      uid: string
      status: string
      connectors: { id: string; tariffPerKwh: number | null }[]
    }[]
  }
}
type Item = {
  kind: 'station' | 'cluster'
  id: string
  bbox?: [number, number, number, number]
  appOnly?: boolean
}

/**
 * A paid, public station of the seeded network with a free connector, found through the map's API.
 */
async function findPayableConnector(): Promise<{
  id: string
  connector: string
  currency: string
}> {
  // Lisbon and around (EUR); the map API clusters, so zoom into clusters until stations appear.
  let boxes: [number, number, number, number][] = [[-9.5, 38.5, -8.8, 39.0]]
  for (let zoom = 12; zoom <= 20 && boxes.length; zoom += 2) {
    const next: [number, number, number, number][] = []
    for (const bbox of boxes) {
      const response = await get(
        `/api/v1/stations?bbox=${bbox.join(',')}&zoom=${zoom}&type=paidByTariff&status=free`,
      )
      const body = (await response.json()) as { items: Item[] }
      for (const item of body.items) {
        if (item.kind === 'cluster' && item.bbox) next.push(item.bbox)
        if (item.kind !== 'station' || item.appOnly) continue
        const detail = (await (
          await get(`/api/v1/stations/${encodeURIComponent(item.id)}`)
        ).json()) as Detail
        for (const evse of detail.details?.evses ?? []) {
          const connector =
            evse.status === 'free'
              ? evse.connectors.find((c) => (c.tariffPerKwh ?? 0) > 0)
              : undefined
          if (connector)
            return {
              id: detail.id,
              connector: `${evse.uid}:${connector.id}`,
              currency: detail.details!.currency,
            }
        }
      }
    }
    boxes = next.slice(0, 5)
  }
  throw new Error('No payable connector in the seeded network')
}

let cached: Promise<{ id: string; connector: string; currency: string }> | undefined
const payable = () => (cached ??= findPayableConnector())

const prepayPath = (locale: string, point: { id: string; connector: string }) =>
  `/${locale}/pay/prepay?id=${encodeURIComponent(point.id)}&connector=${encodeURIComponent(point.connector)}`

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseURL()), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const idem = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`

describe('pay for a charging session without the app', () => {
  it('approve: from the pay page to a paid result (pending first, refreshing itself) and the session', async () => {
    const point = await payable()
    expect(point.currency).toBe('EUR')
    const page = await newPage()
    await page.goto('/en/pay')
    await page.getByLabel('Station number').fill(point.id)
    await page.getByLabel('Connector', { exact: true }).fill(point.connector)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL('**/en/pay/prepay?**')
    await expect(page.getByTestId('tariff').textContent()).resolves.toMatch(/€.*per kWh/)
    await page.getByLabel('Other amount', { exact: true }).check()
    await page.getByLabel('Other amount in EUR').fill('42')
    await page.getByLabel('E-mail for the receipt').fill('driver@example.com')
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL('**/en/pay/success?payment=PAY-*')
    const result = page.getByTestId('pay-result')
    // The test provider keeps a payment pending for a moment; the page refreshes itself until it
    // settles.
    await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor({ timeout: 15_000 })
    await expect(result.textContent()).resolves.toContain('Payment received')
    await expect(result.textContent()).resolves.toMatch(/€42/)
    await page.getByRole('link', { name: 'Follow your charging session' }).click()
    await page.waitForURL('**/en/session?**')
    expect(await page.getByTestId('session-state').getAttribute('data-state')).toBe('ready')
  })

  it('decline, with JavaScript off: the plain form and the self-refreshing result still work', async () => {
    const point = await payable()
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(prepayPath('pt', point))
    await page.getByLabel('E-mail para o recibo').fill('driver@example.com')
    await page.getByLabel('O banco recusa o pagamento').check()
    await page.getByRole('button', { name: 'Pagar', exact: true }).click()
    await page.waitForURL('**/pt/pay/success?payment=PAY-*')
    await page
      .locator('[data-testid="pay-result"][data-state="failed"]')
      .waitFor({ timeout: 15_000 })
    await expect(page.getByTestId('pay-result').textContent()).resolves.toContain(
      'Pagamento recusado',
    )
  })

  it('failure: a provider outage fails the payment and offers to try again', async () => {
    const point = await payable()
    const page = await newPage()
    await page.goto(prepayPath('ua', point))
    await page.getByLabel('Електронна пошта для квитанції').fill('driver@example.com')
    await page.getByLabel('Платіжний сервіс недоступний').check()
    await page.getByRole('button', { name: 'Оплатити', exact: true }).click()
    await page.waitForURL('**/ua/pay/success?payment=PAY-*')
    const result = page.locator('[data-testid="pay-result"][data-state="failed"]')
    await expect(result.textContent()).resolves.toContain('Платіжний сервіс недоступний')
    await page.getByRole('link', { name: 'Спробувати ще раз' }).click()
    await page.waitForURL('**/ua/pay/prepay?**')
  })

  it('fits small and large screens without horizontal scrolling', async () => {
    const point = await payable()
    for (const width of [320, 1536]) {
      const page = await newPage({ viewport: { width, height: 800 } })
      for (const path of [
        '/en/pay',
        prepayPath('ua', point),
        `/en/session?id=${encodeURIComponent(point.id)}&connector=${encodeURIComponent(point.connector)}`,
      ]) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
    }
  })

  it('shows the OCPI price before paying: energy, start fee, time, idle fee, currency and VAT, in each locale', async () => {
    // A connector of the seeded network priced by an OCPI tariff with a start fee (the demo DC
    // tariff).
    type Priced = {
      id: string
      details?: {
        evses: {
          uid: string
          connectors: {
            id: string
            price: {
              perKwh: number | null
              startFee: number | null
              idlePerMinute: number | null
              vatPercent: number | null
              currency: string
            } | null
          }[]
        }[]
      }
    }
    let found:
      | {
          id: string
          connector: string
          price: NonNullable<Priced['details']>['evses'][number]['connectors'][number]['price']
        }
      | undefined
    for (
      let zoom = 14, boxes: [number, number, number, number][] = [[-9.5, 38.5, -8.8, 39.0]];
      !found && zoom <= 20 && boxes.length;
      zoom += 2
    ) {
      const next: [number, number, number, number][] = []
      for (const bbox of boxes) {
        const body = (await (
          await get(
            `/api/v1/stations?bbox=${bbox.join(',')}&zoom=${zoom}&type=paidByTariff&power=50%2B,120%2B`,
          )
        ).json()) as { items: Item[] }
        for (const item of body.items) {
          if (item.kind === 'cluster' && item.bbox) next.push(item.bbox)
          if (item.kind !== 'station' || item.appOnly || found) continue
          const detail = (await (
            await get(`/api/v1/stations/${encodeURIComponent(item.id)}`)
          ).json()) as Priced
          for (const evse of detail.details?.evses ?? [])
            for (const c of evse.connectors)
              if (!found && c.price?.startFee)
                found = { id: detail.id, connector: `${evse.uid}:${c.id}`, price: c.price }
        }
      }
      boxes = next.slice(0, 4)
    }
    expect(found, 'a seeded DC connector with an OCPI tariff').toBeDefined()
    expect(found!.price).toMatchObject({
      currency: 'EUR',
      vatPercent: 23,
      idlePerMinute: expect.any(Number),
    })
    const { html } = await getHtml(prepayPath('en', found!))
    expect(html.querySelector('[data-testid="tariff"]')?.text).toMatch(/^€0\.\d+ per kWh$/)
    expect(html.querySelector('[data-testid="price-start"]')?.text).toMatch(/^€0\.615 per session$/)
    expect(html.querySelector('[data-testid="price-idle"]')?.text).toMatch(
      /^€0\.123 per minute parked without charging$/,
    )
    expect(html.querySelector('[data-testid="price-currency"]')?.text).toBe('EUR')
    expect(html.querySelector('[data-testid="price-vat"]')?.text).toBe('Prices include 23% VAT')
    const ua = (await getHtml(prepayPath('ua', found!))).html
    expect(ua.querySelector('[data-testid="price-start"]')?.text).toMatch(/0,615.*€.*за сесію/)
    expect(ua.querySelector('[data-testid="price-vat"]')?.text).toBe('Ціни з ПДВ 23%')
    const pt = (await getHtml(prepayPath('pt', found!))).html
    expect(pt.querySelector('[data-testid="tariff"]')?.text).toMatch(/por kWh/)
  })

  it('unknown stations and connectors get a translated message, not an error page', async () => {
    const point = await payable()
    const unknown = await getHtml('/ua/pay/prepay?id=NO-SUCH-STATION&connector=1')
    expect(unknown.response.status).toBe(200)
    expect(unknown.html.querySelector('[data-testid="pay-error"]')?.text).toContain(
      'Не знайшли станції',
    )
    const noConnector = await getHtml(
      `/en/session?id=${encodeURIComponent(point.id)}&connector=NOPE-9`,
    )
    expect(noConnector.response.status).toBe(200)
    expect(noConnector.html.querySelector('[data-testid="pay-error"]')?.text).toContain(
      'no such connector',
    )
    const noPayment = await getHtml('/en/pay/success?payment=PAY-AAAAAAAAAAAA')
    expect(
      noPayment.html.querySelector('[data-testid="pay-result"]')?.getAttribute('data-state'),
    ).toBe('unknown')
  })
})

describe('payments API', () => {
  it('refuses amounts outside the bounds and bad input with 4xx JSON', async () => {
    const point = await payable()
    const base = {
      station: point.id,
      connector: point.connector,
      email: 'driver@example.com',
      locale: 'en',
    }
    for (const body of [
      { ...base, amount: 'custom', customAmount: '4', idempotencyKey: idem() },
      { ...base, amount: 'custom', customAmount: '100000', idempotencyKey: idem() },
      { ...base, amount: '13', idempotencyKey: idem() },
    ]) {
      const response = await postJson('/api/v1/payments', body)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ error: { code: 'amount_out_of_bounds' } })
    }
    const bad = await fetch(new URL('/api/v1/payments', baseURL()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    })
    expect(bad.status).toBe(400)
    expect((await postJson('/api/v1/payments', [])).status).toBe(400)
    expect(
      (
        await postJson('/api/v1/payments', {
          ...base,
          amount: '20',
          idempotencyKey: idem(),
          email: 'x',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await postJson('/api/v1/payments', {
          ...base,
          station: 'NO-SUCH',
          amount: '20',
          idempotencyKey: idem(),
        })
      ).status,
    ).toBe(404)
  })

  it('a double submit of the form gives one payment', async () => {
    const point = await payable()
    const form = new URLSearchParams({
      station: point.id,
      connector: point.connector,
      amount: '20',
      email: 'driver@example.com',
      locale: 'en',
      idempotencyKey: idem(),
    })
    const submit = () =>
      fetch(new URL('/api/v1/payments', baseURL()), {
        method: 'POST',
        redirect: 'manual',
        body: form,
      })
    const [a, b] = await Promise.all([submit(), submit()])
    expect(a.status).toBe(303)
    expect(b.headers.get('location')).toBe(a.headers.get('location'))
    expect(a.headers.get('location')).toMatch(/\/en\/pay\/success\?payment=PAY-/)
  })

  it('webhooks: a wrong signature is rejected, a repeated one changes nothing', async () => {
    const point = await payable()
    const created = await postJson('/api/v1/payments', {
      station: point.id,
      connector: point.connector,
      amount: '20',
      email: 'driver@example.com',
      locale: 'en',
      idempotencyKey: idem(),
    })
    expect(created.status).toBe(201)
    const { payment } = (await created.json()) as { payment: string }
    const send = (event: object, secret = webhookSecret) => {
      const raw = JSON.stringify(event)
      return fetch(new URL('/api/v1/payments/webhook/test', baseURL()), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [testSignatureHeader]: signPayload(secret, raw),
        },
        body: raw,
      })
    }
    const forged = await send(
      { id: 'evt_forged', reference: payment, state: 'paid' },
      'not-the-secret',
    )
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ error: { code: 'signature_invalid' } })
    const unsigned = await fetch(new URL('/api/v1/payments/webhook/test', baseURL()), {
      method: 'POST',
      body: '{}',
    })
    expect(unsigned.status).toBe(400)
    expect((await postJson('/api/v1/payments/webhook/nope', {})).status).toBe(404)

    const event = { id: `evt_${payment}`, reference: payment, state: 'paid' }
    expect(await (await send(event)).json()).toMatchObject({ status: 'applied', state: 'paid' })
    expect(await (await send(event)).json()).toMatchObject({ status: 'duplicate', state: 'paid' })
    expect(
      await (await send({ id: `evt2_${payment}`, reference: payment, state: 'failed' })).json(),
    ).toMatchObject({ status: 'ignored', state: 'paid' })
    const { html } = await getHtml(`/en/pay/success?payment=${payment}`)
    expect(html.querySelector('[data-testid="pay-result"]')?.getAttribute('data-state')).toBe(
      'paid',
    )
  })
})

describe('back office', () => {
  it('sales see payments; editors do not', async () => {
    const sales = await fetch(new URL('/api/payments?limit=5', baseURL()), {
      headers: { Authorization: `JWT ${await demoToken('sales')}` },
    })
    expect(sales.status).toBe(200)
    expect(((await sales.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
    const editor = await fetch(new URL('/api/payments?limit=5', baseURL()), {
      headers: { Authorization: `JWT ${await demoToken('editor')}` },
    })
    expect(editor.status).toBe(403)
  })
})
