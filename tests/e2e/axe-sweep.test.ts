import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { axeViolations } from './axe'
import { browserForSuite } from './browser'
import { pageTypes, type PageType } from './page-types'

/**
 * axe-core over every page type in every locale on a desktop, and in one on a phone (below): no
 * critical, serious or moderate violation, no hydration error (React #418/#423/#425) and no CSP
 * violation in the console. One browser, one context per viewport and locale, pages in sequence. The cookie
 * notice is left showing (no consent), so it is audited on every page too.
 */
const { newPage } = browserForSuite()
let typesOf: (locale: string) => PageType[]

beforeAll(async () => {
  typesOf = await pageTypes()
})

// The map's WebGL canvas has no DOM inside to audit (its content is the list view and the panel,
// audited).
const audit = (page: Page) =>
  axeViolations(page, {
    impacts: ['moderate', 'serious', 'critical'],
    exclude: ['.maplibregl-canvas'],
  })

/**
 * The map once it has settled: the list shows the stations' answer (its count line no longer the
 * heading), the map has loaded (its markers drawn) or failed, and the station's panel is open on a
 * station's page. Run in the page.
 */
function mapSettled(withPanel: boolean) {
  const count = document.querySelector('[data-testid="station-count"]')?.textContent
  const heading = document.getElementById('station-list-heading')?.textContent
  const map = document.querySelector<HTMLElement>('[data-testid="map"]')
  const drawn = map?.querySelector('button[data-count], button[data-id]')
  return (
    count !== undefined &&
    count !== heading &&
    (map?.dataset.map === 'failed' || (map?.dataset.map === 'ready' && drawn !== null)) &&
    (!withPanel || document.querySelector('aside[data-station-id]') !== null)
  )
}

/**
 * Page types with parts rendered in the browser after their data, each waited for: the map's list
 * and markers, the station's panel over them, the cart's lines (read from storage) in place of its
 * placeholder. (A session's state is in the page's HTML.)
 */
const lateParts: Record<string, (page: Page) => Promise<unknown>> = {
  map: (page) => page.waitForFunction(mapSettled, false),
  location: (page) => page.waitForFunction(mapSettled, true),
  cart: (page) =>
    page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null),
}

const desktop = { width: 1280, height: 900 }
const phone = { width: 375, height: 800 }

/**
 * Every locale on a desktop; the phone in Ukrainian only. What a language changes (texts, `lang`,
 * names) is the same at every width, and what the phone changes (the menu, stacked layouts) is the
 * same markup in every language: Ukrainian, with the longest words, stands for the others.
 */
const sweeps: [string, string, { width: number; height: number }][] = [
  ...locales.map((locale) => [locale, 'desktop', desktop] as [string, string, typeof desktop]),
  ['ua', 'phone', phone],
]

describe('axe sweep', () => {
  it.each(sweeps)(
    '%s on a %s: every page type passes axe, hydrates cleanly and breaks no CSP rule',
    async (locale, viewport, size) => {
      const page = await newPage({ viewport: size })
      const consoleProblems: string[] = []
      let current = ''
      page.on('console', (message) => {
        const text = message.text()
        if (
          /Minified React error #(418|423|425)|[Hh]ydrat|Content Security Policy|Refused to (load|execute|apply|connect|frame)/.test(
            text,
          )
        )
          consoleProblems.push(`${current}: ${text.slice(0, 300)}`)
      })
      page.on('pageerror', (error) =>
        consoleProblems.push(`${current}: ${error.message.slice(0, 300)}`),
      )
      const problems: string[] = []
      for (const { name, path } of typesOf(locale)) {
        current = `${viewport} ${name} ${path}`
        await page.goto(path, { waitUntil: 'load' })
        // Audited once hydrated: the cookie notice's buttons are enabled then (they wait for it).
        await page.waitForFunction(() => {
          const button = document.querySelector('.cookie-notice button')
          return document.readyState === 'complete' && button instanceof HTMLButtonElement
            ? !button.disabled
            : false
        })
        // Parts rendered in the browser after their data are audited once they are there.
        await lateParts[name]?.(page)
        // What a page folds away (the calculator's working, a licence text) is audited open.
        await page.evaluate(() => {
          const folded = document.querySelector('main details')
          if (folded instanceof HTMLDetailsElement) folded.open = true
        })
        for (const violation of await audit(page)) problems.push(`${current}: ${violation}`)
      }
      expect([...problems, ...consoleProblems]).toEqual([])
    },
    180_000,
  )
})
