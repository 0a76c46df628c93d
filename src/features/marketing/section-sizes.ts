/*
 * The estimated heights of what marketing sections show (reserve.ts), one per piece of parts.tsx
 * and per page list, each following its CSS (parts.module.css, marketing.module.css, the news
 * card's news.module.css).
 */
import {
  card,
  clamp,
  containerWidth,
  fixed,
  grid,
  heading2,
  lineCount,
  lineWidth,
  paragraph,
  rem,
  reservedHeight,
  stack,
  textHeight,
  type Part,
} from './reserve'

const line = 1.6 * rem
/** A `.button`: a line of text, 0.6rem padding above and below, a 1px border (site.css). */
export const buttonHeight = line + 1.2 * rem + 2

/** `CardList`: `.grid` of `.card`s, each an h3 and a paragraph. */
export const cardsSize = (items: { title: string; text: string }[]): Part =>
  grid(items.map((item) => card(item.title, item.text)))

/** `StatList`: dark boxes (1.25rem padding) of a label and a big figure, 200 px columns. */
export const statsSize = (items: { label: string }[]): Part =>
  grid(
    items.map((item) => (width: number, viewport: number) => {
      const figure = clamp(1.8 * rem, 1.4 * rem + 0.015 * viewport, 2.6 * rem)
      const label = textHeight(item.label, width - 2.5 * rem, { size: 0.95 * rem })
      return 2.5 * rem + label + figure * 1.6
    }),
    { min: 200, fit: true },
  )

/** `Chips`: pills that wrap (0.5rem gaps), each its text at 600 plus 0.9rem padding a side. */
export const chipsSize =
  (items: string[]): Part =>
  (viewport) => {
    if (items.length === 0) return { height: 0 }
    const width = containerWidth(viewport)
    const gap = 0.5 * rem
    let rows = 1
    let x = 0
    for (const item of items) {
      const w = Math.min(width, lineWidth(item, rem, true) + 1.8 * rem + 2)
      if (x > 0 && x + gap + w > width) {
        rows++
        x = w
      } else x += (x > 0 ? gap : 0) + w
    }
    const chip = line + rem + 2
    return { height: rows * chip + (rows - 1) * gap, top: 1.5 * rem }
  }

/** `StepsSection`'s list: numbered boxes (1.25rem padding), the number beside the first line. */
export const stepsSize = (items: string[]): Part => {
  const steps = grid(
    items.map((item) => (width: number) => {
      const inner = width - 2.5 * rem - 2
      const rest = Math.max(0, lineCount(`xxxx ${item}`, inner, rem) - 1)
      return 2.5 * rem + 2 + 2.5 * rem + rest * line
    }),
    { min: 220, fit: true, top: rem },
  )
  return (viewport) => ({ ...steps(viewport), bottom: rem })
}

/** `FaqList`, closed: a question per row (0.75rem padding, a rule below), at least 44 px tall. */
export const faqSize =
  (questions: string[]): Part =>
  (viewport) => {
    const width = containerWidth(viewport) - 1.5 * rem
    const rows = questions.map(
      (q) => 1.5 * rem + 1 + Math.max(44, lineCount(q, width, rem, true) * line),
    )
    return { height: rows.reduce((sum, row) => sum + row, 0) }
  }

/** `CallToAction`: a brand box (2rem padding) of its heading, text (60ch) and button. */
export const ctaSize = (heading: string, text: string): Part => {
  const inset = 4 * rem
  const inside = stack(
    heading2(heading, inset),
    paragraph(text, { maxCh: 60, inset }),
    fixed(buttonHeight),
  )
  return (viewport) => ({ height: inside(viewport).height + inset })
}

/** The section's note below its content (`.meta`, 0.9rem). */
export const noteSize = (text: string): Part => paragraph(text, { size: 0.9 * rem, maxCh: 200 })

/** `TestimonialList`: cards of a quote (1.05rem) over its author's line (a 48 px photo). */
export const testimonialsSize = (quotes: string[]): Part =>
  grid(
    quotes.map((quote) => (width: number) => {
      const inner = width - 2.5 * rem - 2
      const text = textHeight(`“${quote}”`, inner, { size: 1.05 * rem })
      return 2.5 * rem + 2 + text + 2 * 1.05 * rem + rem + Math.max(48, 2 * line)
    }),
  )

/** `LatestNews`: post cards (a 16:9 cover, date, title, excerpt) and the button to all news. */
export const newsSize = (posts: { title: string; excerpt?: string | null; cover: boolean }[]) =>
  stack(
    grid(
      posts.map((post) => (width: number) => {
        const inner = width - 2.25 * rem - 2
        const title = textHeight(post.title, inner, { size: 1.125 * rem, lineHeight: 1.35 })
        const excerpt = post.excerpt ? textHeight(post.excerpt, inner) + 0.5 * rem : 0
        const meta = 0.875 * rem * 1.6
        return (
          (post.cover ? (width * 9) / 16 : 0) + 2.25 * rem + 2 + meta + 0.5 * rem + title + excerpt
        )
      }),
    ),
    fixed(buttonHeight, rem, rem),
  )

/** `.slides`: one row of cards that scrolls sideways, each at most 360 px wide (85 % on a phone). */
export const slidesSize =
  (slides: { image: boolean; title: string; text: string; partner: string }[]): Part =>
  (viewport) => {
    if (slides.length === 0) return { height: 0 }
    const width = containerWidth(viewport)
    const gap = rem
    const fits = slides.length * 360 + (slides.length - 1) * gap <= width
    const slide = fits
      ? (width - (slides.length - 1) * gap) / slides.length
      : Math.min(0.85 * width, 360)
    const inner = slide - 2.5 * rem - 2
    const heights = slides.map((s) => {
      // A 16:9 picture with 0.75rem below it, and the partner's name (0.9rem) under the text.
      const image = s.image ? (inner * 9) / 16 + 0.75 * rem : 0
      const partner = textHeight(s.partner, inner, { size: 0.9 * rem })
      return card(s.title, s.text, image + partner)(slide)
    })
    return { height: Math.max(...heights) + 0.75 * rem, top: 1.5 * rem }
  }

/** The partnership packages: cards of a badge, name, text, price, small print and features. */
export const packagesSize = (
  packages: {
    name: string
    description: string
    badge: boolean
    perMonth: boolean
    condition: string
    features: string[]
  }[],
): Part =>
  grid(
    packages.map((p) => (width: number) => {
      const inner = width - 2.5 * rem - 2
      const small = { size: 0.9 * rem }
      const extra =
        (p.badge ? 0.8 * rem * 1.6 + 0.8 * rem + 2 : 0) +
        2 * rem * 1.6 +
        (p.perMonth ? small.size * 1.6 : 0) +
        (p.condition ? textHeight(p.condition, inner, small) : 0) +
        (p.features.length
          ? 2 * rem + p.features.reduce((sum, f) => sum + textHeight(f, inner - 1.1 * rem), 0)
          : 0)
      return card(p.name, p.description, extra)(width) + (p.badge ? 2 : 0)
    }),
  )

/** `FormSlot` without its form: the note in a dashed box (2rem padding), 1rem below the intro. */
export const slotSize =
  (text: string): Part =>
  (viewport) => ({
    height: textHeight(text, containerWidth(viewport) - 4 * rem - 2, {}) + 4 * rem + 2,
    top: rem,
    bottom: rem,
  })

/** An h3 between a section's parts (`.subheading`: 2rem above it; 1.17em, the browser's). */
export const subheadingSize =
  (text: string): Part =>
  (viewport) => {
    const size = 1.17 * rem
    const options = { size, lineHeight: 1.2, bold: true }
    return {
      height: textHeight(text, containerWidth(viewport), options),
      top: 2 * rem,
      bottom: size / 2,
    }
  }

/** `AppLinks`: a row of store buttons, 1.25rem above it. */
export const appLinksSize = (count: number): Part =>
  count ? fixed(buttonHeight, 1.25 * rem) : fixed(0)

/**
 * The height a skipped `Section` reserves: its heading and intro, then `content` (what its children
 * show). Unknown (children without an estimate, an intro that is not text): none, and the
 * stylesheet's fallback holds.
 */
export function sectionReserve(
  heading: string,
  intro: unknown,
  content: Part | undefined,
  bare: boolean,
) {
  if ((!content && !bare) || (intro && typeof intro !== 'string')) return undefined
  const introPart = typeof intro === 'string' && intro ? paragraph(intro, { top: 0 }) : null
  return reservedHeight(stack(heading2(heading), introPart, content))
}
