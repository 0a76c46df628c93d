import { describe, expect, it } from 'vitest'

import { fixed, grid, gridColumns, lineCount, reservedHeight, stack } from './reserve'
import { cardsSize, faqSize } from './section-sizes'

describe('reserved heights of skipped sections', () => {
  it('counts the lines a text breaks into at spaces, Cyrillic a little wider', () => {
    expect(lineCount('', 300, 16)).toBe(0)
    expect(lineCount('short words', 300, 16)).toBe(1)
    const long = 'word '.repeat(40)
    expect(lineCount(long, 300, 16)).toBeGreaterThan(lineCount(long, 600, 16))
    expect(lineCount('слово '.repeat(60), 280, 16)).toBeGreaterThan(
      lineCount('slovo '.repeat(60), 280, 16),
    )
  })

  it('stacks parts with their adjacent margins collapsed, keeping the outer ones', () => {
    const part = stack(fixed(100, 10, 16), fixed(50, 24, 8), null)
    expect(part(390)).toEqual({ height: 100 + 24 + 50, top: 10, bottom: 8 })
  })

  it('lays a grid out in as many 240 px columns as fit, each row as tall as its tallest box', () => {
    expect(gridColumns(358, 240)).toBe(1)
    expect(gridColumns(1216, 240)).toBe(4)
    expect(gridColumns(1216, 200, 16, 2)).toBe(2)
    const boxes = [100, 200, 150, 50, 80].map((h) => () => h)
    // Phone: one column, five rows and four gaps; desktop: rows of four and one.
    expect(grid(boxes)(390).height).toBe(580 + 4 * 16)
    expect(grid(boxes)(1366).height).toBe(200 + 16 + 80)
  })

  it('gives each viewport class its height, taller on a phone', () => {
    const items = Array.from({ length: 6 }, (_, i) => ({
      title: `Card ${i}`,
      text: 'A sentence or two about what the platform does for a charge point operator.',
    }))
    const style = reservedHeight(cardsSize(items)) as Record<string, string>
    expect(Object.keys(style)).toEqual([
      '--reserve-phone',
      '--reserve-tablet',
      '--reserve-laptop',
      '--reserve-desktop',
    ])
    const px = (name: string) => Number(style[name]!.replace('px', ''))
    expect(px('--reserve-phone')).toBeGreaterThan(px('--reserve-tablet'))
    expect(px('--reserve-tablet')).toBeGreaterThan(px('--reserve-desktop'))
    expect(faqSize(['Q?', 'Another?'])(1366).height).toBe(2 * (24 + 1 + 44))
  })
})
