import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { browserForSuite, whenHydrated } from './browser'
import { getHtml } from './http'

/**
 * Unknown paths all get one 404 page, which any cache may hold: nothing of the path a visitor
 * typed may be in it, or the next visitor would see it. Its language switcher links to each
 * language's version of the visitor's own path, or to nothing path-specific.
 */
const { newPage } = browserForSuite()

/** The language switcher's links of a page's HTML. */
const switcherLinks = (html: Awaited<ReturnType<typeof getHtml>>['html']) =>
  html.querySelectorAll('.language-switcher a').map((a) => a.getAttribute('href') ?? '')

/** Whether a link points at `rest` in some locale, or only at a locale's home. */
const ownOrHome = (href: string, rest: string) =>
  locales.some((locale) => href === `/${locale}` || href === `/${locale}${rest}`)

describe('the 404 page', () => {
  it('links each language to the visitor’s own path or home, never to another visitor’s', async () => {
    const stamp = Date.now().toString(36)
    const first = `/no-such-page-${stamp}-a`
    const second = `/somewhere/else-${stamp}-b`
    const firstPage = await getHtml(`/en${first}`)
    expect(firstPage.response.status).toBe(404)
    const secondPage = await getHtml(`/en${second}`)
    expect(secondPage.response.status).toBe(404)
    for (const [{ html }, rest] of [
      [firstPage, first],
      [secondPage, second],
    ] as const) {
      const links = switcherLinks(html)
      expect(links.length).toBeGreaterThan(0)
      for (const href of links) expect(ownOrHome(href, rest), href).toBe(true)
      expect(html.toString()).not.toContain(rest === first ? second : first)
    }
    expect(secondPage.html.toString()).not.toContain(first)
  })

  it('in the browser, once hydrated, still links only to the visitor’s own path', async () => {
    const stamp = Date.now().toString(36)
    const earlier = `/typed-${stamp}-earlier`
    await getHtml(`/ua${earlier}`)
    const page = await newPage()
    const mine = `/typed-${stamp}-mine`
    const response = await page.goto(`/ua${mine}`)
    expect(response?.status()).toBe(404)
    await whenHydrated(page, '.language-switcher')
    const links = await page
      .locator('.language-switcher a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(links.length).toBeGreaterThan(0)
    for (const href of links) expect(ownOrHome(href, mine), href).toBe(true)
    expect(await page.content()).not.toContain(earlier)
  })
})
