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

/** Page types with parts rendered after hydration, and how long they get (ms). */
const lateParts: Record<string, number> = { map: 1200, location: 1200, cart: 300, session: 300 }

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
        // Parts rendered in the browser after their data (the map's panel, the cart's lines, a
        // session's state) get a moment more.
        if (lateParts[name]) await page.waitForTimeout(lateParts[name])
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
