import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { browserForSuite, drawSkippedSections } from './browser'

/**
 * Sections skipped until a visitor nears them (`content-visibility: auto`) reserve their real
 * height: a page is as tall at load as once every section has been drawn (within 5 %), so the
 * scroll bar's thumb, the End key and in-page links land where they should, and scrolling down a
 * screen at a time moves nothing (no layout shift).
 */
const { newPage } = browserForSuite()

const paths = ['/en', '/ua', '/en/business', '/pt/partnership', '/en/ev-drivers']
const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
}

/** Every skipped section that overlaps the screen is drawn (the browser decides as it draws a frame). */
const screenDrawn = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .every((element) => {
        const box = element.getBoundingClientRect()
        const onScreen = box.bottom > 0 && box.top < innerHeight
        return (
          !onScreen ||
          !element.firstElementChild ||
          element.firstElementChild.checkVisibility({ contentVisibilityAuto: true })
        )
      }),
  )

type Walk = { atLoad: number; drawn: number; shift: number; screens: number }

async function walk(page: Page, path: string): Promise<Walk> {
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  await screenDrawn(page)
  const atLoad = await page.evaluate(() => {
    // Shifts from here on: those the scrolling causes.
    const shifts = { sum: 0 }
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) shifts.sum += entry.value
    }).observe({ type: 'layout-shift' })
    return document.documentElement.scrollHeight
  })
  let screens = 0
  for (; screens < 40; screens++) {
    const moved = await page.evaluate(() => {
      const from = scrollY
      scrollTo({ top: from + innerHeight, behavior: 'instant' })
      return scrollY !== from
    })
    if (!moved) break
    await screenDrawn(page)
  }
  // A frame after the last screen, so that its shifts (if any) are reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
  const shift = await page.evaluate(
    () => (window as unknown as { shifts: { sum: number } }).shifts.sum,
  )
  await drawSkippedSections(page)
  const drawn = await page.evaluate(() => document.documentElement.scrollHeight)
  return { atLoad, drawn, shift, screens }
}

describe('skipped sections reserve their real height', () => {
  for (const [name, viewport] of Object.entries(viewports))
    for (const path of paths)
      it(`${path} on a ${name} (${viewport.width}×${viewport.height}): at load within 5 % of its drawn height, no shift while scrolling`, async () => {
        const page = await newPage({ consent: true, viewport })
        const { atLoad, drawn, shift, screens } = await walk(page, path)
        const off = (atLoad - drawn) / drawn
        console.log(
          `${path} ${viewport.width}×${viewport.height}: ${atLoad} px at load, ${drawn} px drawn ` +
            `(${(off * 100).toFixed(1)} %), shift ${shift.toFixed(4)}, ${screens} screens`,
        )
        expect(screens, 'scrolled to the end').toBeGreaterThan(1)
        expect(Math.abs(off), `${atLoad} px at load, ${drawn} px drawn`).toBeLessThanOrEqual(0.05)
        expect(shift).toBe(0)
      })
})
