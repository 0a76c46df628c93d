import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { getHtml } from './http'
import { findStartFeeConnector, payable, prepayPath } from './pay-stations'

/**
 * A driver pays for a charging session without the app: approved, declined with JavaScript off, a
 * provider outage, small and large screens, the OCPI price before paying, unknown stations.
 */
const { newPage } = browserForSuite()

describe('pay for a charging session without the app: paying', () => {
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
})

describe('pay for a charging session without the app: prices and unknown stations', () => {
  it('shows the OCPI price before paying: energy, start fee, time, idle fee, currency and VAT, in each locale', async () => {
    // A connector of the seeded network priced by an OCPI tariff with a start fee (the demo DC
    // tariff).
    const found = await findStartFeeConnector()
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
