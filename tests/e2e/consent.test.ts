import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'

const { newPage } = browserForSuite()
const gtmScript = 'script[src*="googletagmanager.com/gtm.js"]'

type ConsentCall = { 0?: string; 1?: string; 2?: Record<string, string> }
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((e) => ({ ...(e as object) }) as ConsentCall)
      .filter((e) => e[0] === 'consent'),
  )
const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)

describe('consent per purpose', () => {
  it('"Reject" is as plain as "Accept", stores the refusal, and loads nothing', async () => {
    const page = await newPage()
    await page.goto('/en/business')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    const accept = notice.getByRole('button', { name: 'Accept' })
    const reject = notice.getByRole('button', { name: 'Reject' })
    await reject.waitFor()
    // The same kind of button, the same size, side by side.
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'))
    const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!]
    expect(Math.abs(a.height - r.height)).toBeLessThan(1)
    expect(Math.abs(a.y - r.y)).toBeLessThan(1)

    await reject.click()
    await notice.waitFor({ state: 'detached' })
    expect((await cookie(page, 'cookieConsent'))?.value).toBe('none')
    expect(await cookie(page, 'permissionToUseCookies')).toBeUndefined()
    const days = ((await cookie(page, 'cookieConsent'))!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)

    // A refusal is a choice: the notice does not come back, and analytics stays off.
    await page.reload()
    await page.locator('footer [data-cookie-settings]').waitFor()
    // The notice is in every page's HTML (hidden at first paint for a visitor who has chosen) and
    // goes once hydrated, when the stored choice has been read and analytics left off.
    await page.locator('.cookie-notice').waitFor({ state: 'detached' })
    expect(await notice.count()).toBe(0)
    expect(await page.locator(gtmScript).count()).toBe(0)
    expect(await consentCalls(page)).toEqual([])
  })

  it('offers a choice per purpose, none ticked, and the footer reopens it to change it later', async () => {
    const page = await newPage()
    await page.goto('/en/contact')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await notice.getByRole('button', { name: 'Choose' }).click()
    const analytics = notice.getByRole('checkbox', { name: /Analytics/ })
    const marketing = notice.getByRole('checkbox', { name: /Marketing/ })
    expect(await analytics.isChecked()).toBe(false)
    expect(await marketing.isChecked()).toBe(false)
    await analytics.check()
    await notice.getByRole('button', { name: 'Save my choices' }).click()
    await notice.waitFor({ state: 'detached' })
    expect((await cookie(page, 'cookieConsent'))?.value).toBe('analytics')
    expect((await cookie(page, 'permissionToUseCookies'))?.value).toBe('true')

    // Analytics granted, advertising not: Consent Mode says so before the tag manager runs.
    await page.locator(gtmScript).waitFor({ state: 'attached' })
    const [initial, update] = await consentCalls(page)
    expect(initial?.[1]).toBe('default')
    expect(initial?.[2]?.analytics_storage).toBe('denied')
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })

    // Later, from the footer: the choices come back as stored, and a change is applied at once.
    const settings = page.locator('footer').getByRole('link', { name: 'Cookie settings' })
    await settings.click()
    await notice.waitFor()
    expect(page.url()).toContain('/en/contact')
    expect(await analytics.isChecked()).toBe(true)
    expect(await analytics.evaluate((el) => el === document.activeElement)).toBe(true)
    await analytics.uncheck()
    await marketing.check()
    await notice.getByRole('button', { name: 'Save my choices' }).click()
    await notice.waitFor({ state: 'detached' })
    expect((await cookie(page, 'cookieConsent'))?.value).toBe('marketing')
    expect(await cookie(page, 'permissionToUseCookies')).toBeUndefined()
    expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
    })
    // Focus goes back to the link that opened the choices.
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('paints the notice with the page on a first visit, before hydration, and never once chosen', async () => {
    // The page's own inline scripts run; its script files never arrive, so nothing hydrates.
    const unhydrated = async (consent: boolean) => {
      const page = await newPage({ consent })
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      await page.goto('/en/business/hardware')
      return page
    }
    const first = await unhydrated(false)
    const notice = first.getByRole('region', { name: 'Cookie notice' })
    expect(await notice.isVisible()).toBe(true)
    // Its buttons wait for hydration rather than doing nothing.
    expect(await notice.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true)
    const chosen = await unhydrated(true)
    await chosen.locator('footer').waitFor()
    expect(await chosen.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0)
  })

  it('without JavaScript the footer link leads to the privacy policy', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/pt/business')
    const link = page.locator('footer').getByRole('link', { name: 'Definições de cookies' })
    expect(await link.getAttribute('href')).toBe('/pt/privacy-policy')
    // Nothing without JavaScript sets a cookie that needs a choice: no notice, whose buttons would
    // do nothing.
    expect(await page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0)
  })
})
