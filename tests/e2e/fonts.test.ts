import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'

// Inter as the site serves it (src/features/site/fonts.ts, font-preload.ts): from the site itself,
// preloaded for the alphabet a page uses, drawing Cyrillic too, and moving nothing when late.
const { newPage } = browserForSuite()

describe('fonts', () => {
  it('are served by the site itself', async () => {
    const page = await newPage({ consent: true })
    const fonts: string[] = []
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()))
    await page.goto('/ua')
    await page.evaluate(() => document.fonts.ready)
    expect(fonts.length).toBeGreaterThan(0)
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
  })

  it('are preloaded for the text a page has: Cyrillic on /ua only, the file its stylesheet names', async () => {
    for (const [path, cyrillic] of [
      ['/ua/business', true],
      ['/en/business', false],
    ] as const) {
      const page = await newPage({ consent: true })
      const fonts: string[] = []
      page.on(
        'request',
        (request) => request.resourceType() === 'font' && fonts.push(request.url()),
      )
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      )
      const cyrillicFaces = preloaded.filter((href) => href.includes('inter_cyrillic'))
      expect(cyrillicFaces.length, path).toBe(cyrillic ? 1 : 0)
      // Asked for once: the preload is the file the @font-face uses, not a second copy.
      for (const href of cyrillicFaces) expect(fonts.filter((url) => url === href)).toHaveLength(1)
      if (cyrillic) expect(fonts.filter((url) => url.includes('inter_cyrillic'))).toHaveLength(1)
    }
  })

  it('draw Cyrillic in Inter: no face listed before the Cyrillic one takes its letters', async () => {
    // Where a system font stands before Inter's Cyrillic face in the stack with no unicode-range
    // (a `local(Arial)` fallback), browsers that have that font draw Cyrillic with it. This
    // machine has no Arial, so the stack itself is checked, as every browser reads it.
    const page = await newPage({ consent: true })
    await page.goto('/ua')
    const found = await page.evaluate(() => {
      const covers = (range: string, code: number) =>
        range.split(',').some((part) => {
          const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
          const low = parseInt(from!.replace(/\?/g, '0'), 16)
          const high = parseInt(to!.replace(/\?/g, 'F'), 16)
          return code >= low && code <= high
        })
      const ranges = new Map<string, string[]>()
      for (const sheet of Array.from(document.styleSheets))
        for (const rule of Array.from(sheet.cssRules))
          if (rule instanceof CSSFontFaceRule) {
            const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim()
            const range = rule.style.getPropertyValue('unicode-range')
            ranges.set(family, [...(ranges.get(family) ?? []), range])
          }
      const stack = getComputedStyle(document.querySelector('h1')!)
        .fontFamily.split(',')
        .map((family) => family.replace(/["']/g, '').trim())
      const before = stack.slice(0, stack.indexOf('interCyrillic'))
      return {
        stack,
        // 'Ж': a face without a unicode-range takes whatever its font has.
        takers: before.filter((family) =>
          (ranges.get(family) ?? []).some((range) => !range || covers(range, 0x416)),
        ),
      }
    })
    expect(found.stack).toContain('interCyrillic')
    expect(found.takers, found.stack.join(', ')).toEqual([])
  })

  it('arriving late, move nothing on the page (a first visit on a slow network)', async () => {
    for (const path of ['/en/ev-drivers', '/ua/ev-drivers']) {
      const page = await newPage({ consent: true, viewport: { width: 412, height: 823 } })
      const fonts = { asked: 0, arrived: 0 }
      await page.route('**/*.woff2', async (route) => {
        fonts.asked++
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        await route.continue()
      })
      page.on('requestfinished', (request) => request.url().endsWith('.woff2') && fonts.arrived++)
      await page.addInitScript(() => {
        const holder = window as unknown as { shifted: number }
        holder.shifted = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) holder.shifted += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await expect.poll(() => fonts.asked > 0 && fonts.arrived === fonts.asked).toBe(true)
      // Two frames after the last font's arrival: a swap would have been laid out by then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted)
      expect(shifted, path).toBeLessThan(0.01)
    }
  })
})
