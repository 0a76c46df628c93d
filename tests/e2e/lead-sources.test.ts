import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { waitFor } from '../support/wait'
import { adminSession, whenFormReady } from './admin-session'
import { axeViolations } from './axe'
import { baseURL, browserForSuite, hydratedForm, whenHydrated } from './browser'
import { findOne, mailServerForFile } from './forms-records'

/**
 * Where leads come from: a visitor arrives from a campaign, chooses about measurement, browses two
 * pages and sends the home page's lead form. With consent the lead carries the campaign of the
 * first touch, its landing page and the form's page; without, only what the form's own page says.
 * Then the sales desk's charts of the seeded weeks, in each language of the back office.
 */
const { newPage } = browserForSuite()
const { loggedIn } = adminSession(newPage)
mailServerForFile()
const stamp = Date.now().toString(36)

async function journey(choice: 'Aceitar' | 'Rejeitar', email: string): Promise<Page> {
  const page = await newPage()
  await page.goto('/pt/business?utm_source=newsletter&utm_campaign=spring')
  const notice = page.locator('.cookie-notice')
  await notice.getByRole('button', { name: choice, exact: true }).click()
  await notice.waitFor({ state: 'detached' })
  // Two pages: one through the site's own link, then the home page from a partner's link with
  // tags of its own.
  await whenHydrated(page, 'header a[href="/pt/about-us"]')
  await page.locator('header a[href="/pt/about-us"]').first().click()
  await page.waitForURL((url) => url.pathname === '/pt/about-us')
  await page.goto('/pt?utm_source=partner&utm_medium=banner', {
    referer: 'http://partner.example/offers',
  })
  const root = await hydratedForm(page, 'lead')
  const field = (name: string) => root.locator(`[name="${name}"]`)
  await field('interest').selectOption('start_business')
  await field('firstName').fill('Marta')
  await field('lastName').fill('Silva')
  await field('email').fill(email)
  await field('country').selectOption('PT')
  await field('phone').fill('912 345 678')
  for (const [name, value] of [
    ['details', 'Dez carregadores AC.'],
    ['company', 'Hotel Porto'],
  ] as const)
    if (await field(name).count()) await field(name).fill(value)
  await root.locator('button[type="submit"]').click()
  await root.getByText('A sua mensagem foi enviada com sucesso.').waitFor()
  return page
}

const storedLead = (email: string) => waitFor(() => findOne('leads', 'email', email))

describe('where a lead came from', () => {
  it('with consent: the first touch’s campaign and landing page, and the form’s page', async () => {
    const email = `sources-yes-${stamp}@example.com`
    await journey('Aceitar', email)
    const lead = await storedLead(email)
    expect(lead.arrival).toMatchObject({
      source: 'newsletter',
      campaign: 'spring',
      medium: null,
      landingPage: '/pt/business',
      formPage: '/pt',
      market: 'default',
    })

    // The lead shows it to sales.
    const page = await loggedIn('sales')
    await page.goto(`/admin/collections/leads/${lead.id}`)
    await whenFormReady(page, '#field-arrival__source')
    expect(await page.locator('#field-arrival__source').inputValue()).toBe('newsletter')
    expect(await page.locator('#field-arrival__campaign').inputValue()).toBe('spring')
    expect(await page.locator('#field-arrival__landingPage').inputValue()).toBe('/pt/business')
    expect(await page.locator('#field-arrival__formPage').inputValue()).toBe('/pt')
  })

  it('without consent: only the form page’s own tags and referrer', async () => {
    const email = `sources-no-${stamp}@example.com`
    const page = await journey('Rejeitar', email)
    const lead = await storedLead(email)
    expect(lead.arrival).toMatchObject({
      source: 'partner',
      medium: 'banner',
      campaign: null,
      referrer: 'partner.example',
      landingPage: null,
      formPage: '/pt',
    })
    // Nothing was remembered in the browser.
    expect(await page.evaluate(() => localStorage.getItem('firstTouch'))).toBeNull()
  })

  it('shows where leads came from in the list on a 1366 px screen, without scrolling sideways', async () => {
    const page = await loggedIn('sales', { viewport: { width: 1366, height: 900 } })
    await page.goto('/admin/collections/leads', { timeout: 60_000 })
    for (const column of ['visitSource', 'visitCampaign', 'status', 'owner']) {
      const box = await page.locator(`#heading-${column}`).boundingBox()
      expect(box, column).not.toBeNull()
      expect(box!.x + box!.width, column).toBeLessThanOrEqual(1366)
    }
  })
})

const headings = {
  en: 'Where leads come from',
  pt: 'De onde vêm as leads',
  uk: 'Звідки приходять ліди',
}

describe('the sales desk’s charts', () => {
  it.each(['en', 'pt', 'uk'] as const)(
    'draws the seeded weeks in %s at 390 px, each with its table, by keyboard, axe clean',
    async (language) => {
      const page = await loggedIn('sales', { viewport: { width: 390, height: 844 } })
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL() }])
      // The back office's first page under a loaded machine can take a while.
      await page.goto('/admin', { timeout: 60_000 })
      const charts = page.locator('[data-dashboard="charts"]')
      await charts.getByRole('heading', { name: new RegExp(headings[language]) }).waitFor()
      const figures = charts.locator('figure[data-chart]')
      expect(await figures.count()).toBe(5)
      // Every chart has data from the seed, so each is drawn (pixels on its canvas).
      expect(await charts.locator('canvas').count()).toBe(5)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-dashboard="charts"] canvas')].every((c) => {
          const canvas = c as HTMLCanvasElement
          const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height)
          return Boolean(data?.data.some((v) => v !== 0))
        }),
      )
      // The weeks in the reader's language (the last one starts this Monday); the seeded
      // campaigns by name.
      const today = new Date()
      const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000)
      const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
        monday,
      )
      const bySource = charts.locator('[data-chart="leads-by-source"] table')
      expect(await bySource.locator('tbody th').last().textContent()).toContain(month)
      expect(await bySource.locator('thead').textContent()).toContain('newsletter')
      // Readable at 390 px: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )
      // The keyboard reaches a chart and walks its weeks.
      const canvas = charts.locator('[data-chart="leads-by-form"] canvas')
      await canvas.focus()
      await page.keyboard.press('End')
      const line = charts.locator('[data-chart="leads-by-form"] [aria-live]')
      await expect.poll(() => line.textContent()).toContain(month)
      // Payload's header too (its names completed by admin/frame-names.ts).
      expect(await axeViolations(page)).toEqual([])
    },
  )

  it('are reached by a skip link, the first stop of Tab, past the nav', async () => {
    const page = await loggedIn('sales', { viewport: { width: 1366, height: 900 } })
    await page.goto('/admin', { timeout: 60_000 })
    const firstChart = page.locator('[data-dashboard="charts"] canvas').first()
    await firstChart.waitFor()
    await whenHydrated(page, '.backoffice-skip-link')
    const tabsToChart = async () => {
      for (let tabs = 1; tabs <= 80; tabs++) {
        await page.keyboard.press('Tab')
        if (await firstChart.evaluate((el) => el === document.activeElement)) return tabs
      }
      return Infinity
    }
    const withoutSkip = await tabsToChart()
    await page.reload({ timeout: 60_000 })
    await whenHydrated(page, '.backoffice-skip-link')
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    expect(await focused.innerText()).toBe('Skip to the content')
    expect(await focused.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    expect(await focused.evaluate((el) => el.tagName + ' ' + el.textContent)).toMatch(/^H1 /)
    // Past the nav and the header: the desk's panels follow.
    expect(await tabsToChart()).toBeLessThan(withoutSkip)
    // The second stop goes straight to the charts.
    await page.reload({ timeout: 60_000 })
    await whenHydrated(page, '.backoffice-skip-link')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focused.innerText()).toBe('Skip to the charts')
    await page.keyboard.press('Enter')
    expect(await tabsToChart()).toBeLessThanOrEqual(2)
    expect(withoutSkip).toBeGreaterThan(10)
  })
})
