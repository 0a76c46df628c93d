import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { pagePaths, type PageKey } from '@/features/site/pages'
import { locales } from '@/i18n/locales'

import { axeViolations } from './axe'
import { baseURL, browserForSuite, drawSkippedSections } from './browser'

/** Every marketing page in every locale as Chromium renders it: structure, axe-core, widths. */
const { newPage } = browserForSuite()

/** The marketing pages: home, product, company and legal pages. */
const marketingPages: PageKey[] = [
  'home',
  'business',
  'evDrivers',
  'partnership',
  'mobileBanner',
  'form',
  'aboutUs',
  'contact',
  'inviteFriend',
  'deleteAccount',
  'privacyPolicy',
  'publicAgreement',
  'readmeOss',
  'wdec',
]

type Audit = {
  h1: number
  levels: number[]
  landmarks: Record<string, number>
  scrollOverflow: number
  englishWords: string[]
  ogImage: string | null
}

async function audit(page: Page): Promise<Audit> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
      (h) => (h as HTMLElement).offsetParent !== null || h.closest('details'),
    )
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement
    main.querySelectorAll('[lang="en"], script, dialog').forEach((el) => el.remove())
    // Brand names may stay in English (the legal name "Voltra Charging"); licence ids such as "MIT
    // AND Apache-2.0" are upper case.
    const text = (main.textContent ?? '').replaceAll('Voltra Charging', 'Voltra')
    const words =
      text.match(/\b(the|and|your|with|for|charging|charger|The|Your|Charging)\b/g) ?? []
    return {
      h1: document.querySelectorAll('h1').length,
      levels: headings.map((h) => Number(h.tagName[1])),
      landmarks: {
        banner: document.querySelectorAll('body > header, body > * > header.site-header').length,
        main: document.querySelectorAll('main').length,
        contentinfo: document.querySelectorAll('footer.site-footer').length,
        navigation: document.querySelectorAll('nav').length,
      },
      scrollOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      englishWords: [...new Set(words.map((w) => w.toLowerCase()))],
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
    }
  })
}

function checkHeadingOrder(levels: number[]): string | null {
  if (levels[0] !== 1) return `first heading is h${levels[0]}`
  for (let i = 1; i < levels.length; i++) {
    if (levels[i]! > levels[i - 1]! + 1)
      return `h${levels[i - 1]} followed by h${levels[i]} at #${i}`
  }
  return null
}

// axe-core at 320 px in Ukrainian, whose words are the longest: a language changes texts and names,
// the same at every width, and every locale is audited on a desktop by the axe sweep
// (axe-sweep.test.ts), Ukrainian on a phone too.
const narrowAxeLocale = 'ua'

describe('marketing pages in Chromium: structure, axe-core, responsive', () => {
  for (const locale of locales) {
    const axe = locale === narrowAxeLocale ? ', no serious axe violation at 320 px' : ''
    it(`${locale}: every page has one h1, landmarks, ordered headings, no horizontal scroll${axe}`, async () => {
      const page = await newPage({ consent: true, viewport: { width: 320, height: 800 } })
      const problems: string[] = []
      for (const key of marketingPages) {
        const path = `/${locale}${pagePaths[key]}`
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await drawSkippedSections(page)
        const narrow = await audit(page)
        expect(narrow.h1, `${path} h1`).toBe(1)
        expect(narrow.landmarks.main, `${path} main`).toBe(1)
        expect(narrow.landmarks.banner, `${path} header`).toBe(1)
        expect(narrow.landmarks.contentinfo, `${path} footer`).toBe(1)
        expect(narrow.landmarks.navigation, `${path} nav`).toBeGreaterThanOrEqual(2)
        const order = checkHeadingOrder(narrow.levels)
        if (order) problems.push(`${path}: ${order}`)
        if (narrow.scrollOverflow > 0)
          problems.push(`${path}: ${narrow.scrollOverflow}px horizontal scroll at 320px`)
        expect(narrow.ogImage, `${path} og:image`).toMatch(
          new RegExp(`/og/${locale}-${key}\\.png$`),
        )
        if ((locale === 'pt' || locale === 'ua') && narrow.englishWords.length)
          problems.push(`${path}: English words ${narrow.englishWords.join(', ')}`)
        if (axe)
          for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`)
        await page.setViewportSize({ width: 1536, height: 900 })
        const wide = await audit(page)
        if (wide.scrollOverflow > 0)
          problems.push(`${path}: ${wide.scrollOverflow}px horizontal scroll at 1536px`)
        await page.setViewportSize({ width: 320, height: 800 })
      }
      expect(problems).toEqual([])
    })
  }
})

describe('sections below the first screen', () => {
  /** Whether the content of each section that may be skipped is drawn now, by id. */
  const drawn = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('main section[id]')]
          .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
          .map((section) => [
            section.id,
            section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          ]),
      ),
    )

  it('a phone draws the sections near its screen first, and any other once it is reached or linked to', async () => {
    const page = await newPage({ consent: true, viewport: { width: 412, height: 823 } })
    await page.goto('/en')
    // Which sections are near the screen is settled as a frame is drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    const first = await drawn(page)
    const ids = Object.keys(first)
    expect(ids.length).toBeGreaterThan(4)
    const last = ids.at(-1)!
    expect(first[ids[0]!], `${ids[0]} at the top`).toBe(true)
    expect(first[last], `${last} at the bottom`).toBe(false)

    // Reached by scrolling: drawn.
    await page.locator(`#${last}-heading`).scrollIntoViewIfNeeded()
    await expect.poll(async () => (await drawn(page))[last]).toBe(true)

    // Linked to from another page: the browser lands on the heading, drawn, although the sections
    // between were measured by their placeholder height.
    const linked = await newPage({ consent: true, viewport: { width: 412, height: 823 } })
    await linked.goto(`${baseURL()}/en#${last}`)
    await expect.poll(async () => (await drawn(linked))[last]).toBe(true)
    const top = await linked.locator(`#${last}`).evaluate((s) => s.getBoundingClientRect().top)
    expect(Math.abs(top), `#${last} at the top of the screen`).toBeLessThan(100)
  })
})
