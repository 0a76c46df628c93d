import type { CSSProperties } from 'react'

/*
 * How tall a skipped section (`content-visibility: auto`, parts.module.css) will be once drawn,
 * estimated on the server from what it shows, for each viewport class. Until a section is drawn the
 * browser lays it out at this height (`contain-intrinsic-size: auto <estimate>`), then remembers
 * its real one; a fixed guess (40rem) made /en 41 % too tall at load on a desktop. The estimate
 * follows the section's CSS: its grid's columns at the class's width, its texts' lines in Inter.
 */

/**
 * The viewport classes, each measured at one width that stands for it; parts.module.css picks the
 * class with the same breakpoints (640, 1024, 1280 px).
 */
export const viewportClasses = { phone: 390, tablet: 768, laptop: 1152, desktop: 1366 } as const
export type ViewportClass = keyof typeof viewportClasses
/** A block's height and vertical margins (adjacent margins collapse), in CSS pixels. */
export type Box = { height: number; top?: number; bottom?: number }
/** An estimate: a part of a section at a viewport width. */
export type Part = (viewport: number) => Box

/** The root font size, and body text (src/app/(site)/site.css). */
export const rem = 16
const body = { size: rem, lineHeight: 1.6 }
export const clamp = (low: number, value: number, high: number) =>
  Math.min(high, Math.max(low, value))

/** The width inside `.container` (src/app/(site)/site.css). */
export const containerWidth = (viewport: number) =>
  Math.min(viewport, 1280) - (viewport >= 768 ? 4 : 2) * rem

/** The h2's font size: `clamp(1.35rem, 1.1rem + 1.2vw, 2rem)`. */
const h2Size = (viewport: number) => clamp(1.35 * rem, 1.1 * rem + 0.012 * viewport, 2 * rem)

/**
 * How many lines `text` takes in a box `width` px wide at `size` px, breaking at spaces: Inter's
 * average advance is about 0.53 em (bold 0.57 em), Cyrillic's about 6 % more, a space 0.28 em.
 */
const advance = (text: string, size: number, bold: boolean) =>
  size * (bold ? 0.57 : 0.53) * (/[\u0400-\u04ff]/.test(text) ? 1.06 : 1)

/** How wide `text` is on one line. */
export const lineWidth = (text: string, size: number, bold = false) =>
  text.length * advance(text, size, bold)

export function lineCount(text: string, width: number, size: number, bold = false): number {
  const letter = advance(text, size, bold)
  const space = size * 0.28
  let count = 0
  let x = 0
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = word.length * letter
    if (count === 0 || x + space + w > width) {
      count++
      x = w
    } else x += space + w
  }
  return count
}

/** A text block: its lines at `size` and `lineHeight`, in a box `width(viewport)` px wide. */
export const textHeight = (
  text: string,
  width: number,
  { size = body.size, lineHeight = body.lineHeight, bold = false } = {},
) => lineCount(text, width, size, bold) * size * lineHeight

/** The section's h2, half its size above what follows. */
export const heading2 =
  (text: string, inset = 0): Part =>
  (viewport) => {
    const size = h2Size(viewport)
    const options = { size, lineHeight: 1.2, bold: true }
    const width = containerWidth(viewport) - inset
    return { height: textHeight(text, width, options), bottom: size / 2 }
  }

/** A paragraph of body text at most `maxCh` characters wide (a `ch` is about 0.55 em), 1em below. */
export const paragraph =
  (
    text: string,
    {
      maxCh = 65,
      size = rem,
      inset = 0,
      top,
    }: { maxCh?: number; size?: number; inset?: number; top?: number } = {},
  ): Part =>
  (viewport) => {
    const width = Math.min(containerWidth(viewport) - inset, maxCh * size * 0.55)
    return { height: textHeight(text, width, { size }), top: top ?? size, bottom: size }
  }

/** Columns of `repeat(auto-fill | auto-fit, minmax(min(100%, <min>px), 1fr))` with `gap`. */
export const gridColumns = (width: number, min: number, gap = rem, items = Infinity) =>
  Math.max(1, Math.min(items, Math.floor((width + gap) / (min + gap))))

/**
 * A grid of boxes (`.grid`, 240 px columns, 1rem gaps, 1.5rem above): each row as tall as its
 * tallest box; `box(width, viewport)` is a box's height at its width.
 */
export const grid =
  (
    boxes: ((width: number, viewport: number) => number)[],
    { min = 240, gap = rem, top = 1.5 * rem, fit = false } = {},
  ): Part =>
  (viewport) => {
    if (boxes.length === 0) return { height: 0 }
    const width = containerWidth(viewport)
    const columns = gridColumns(width, min, gap, fit ? boxes.length : Infinity)
    const boxWidth = (width - (columns - 1) * gap) / columns
    let height = 0
    for (let row = 0; row < boxes.length; row += columns) {
      const tallest = Math.max(
        ...boxes.slice(row, row + columns).map((box) => box(boxWidth, viewport)),
      )
      height += tallest + (row > 0 ? gap : 0)
    }
    return { height, top }
  }

/** A card (`.card`: 1.25rem padding, 1px border) with an h3 of 1.1rem and its text. */
export const card =
  (title: string, text: string, extra = 0) =>
  (width: number): number => {
    const inner = width - 2.5 * rem - 2
    const size = 1.1 * rem
    return (
      2.5 * rem +
      2 +
      textHeight(title, inner, { size, lineHeight: 1.2, bold: true }) +
      size / 2 +
      textHeight(text, inner) +
      extra
    )
  }

/**
 * Parts one below the other, as one part: the margin between two is the larger of theirs (they
 * collapse); the first's top and the last's bottom margin stay the whole's.
 */
export const stack =
  (...parts: (Part | false | null | undefined)[]): Part =>
  (viewport) => {
    const boxes = parts.filter((part): part is Part => Boolean(part)).map((part) => part(viewport))
    if (boxes.length === 0) return { height: 0 }
    let height = boxes[0]!.height
    for (let i = 1; i < boxes.length; i++)
      height += Math.max(boxes[i - 1]!.bottom ?? 0, boxes[i]!.top ?? 0) + boxes[i]!.height
    return { height, top: boxes[0]!.top, bottom: boxes.at(-1)!.bottom }
  }

/** A block of a fixed height and margins. */
export const fixed =
  (height: number, top = 0, bottom = 0): Part =>
  () => ({ height, top, bottom })

/**
 * The style a skipped section carries: its estimated content height per viewport class, as the
 * custom properties parts.module.css reads.
 */
export function reservedHeight(part: Part): CSSProperties {
  return Object.fromEntries(
    Object.entries(viewportClasses).map(([name, width]) => {
      // The section's padding keeps its first and last margins inside it.
      const { height, top = 0, bottom = 0 } = part(width)
      return [`--reserve-${name}`, `${Math.round(top + height + bottom)}px`]
    }),
  ) as CSSProperties
}
