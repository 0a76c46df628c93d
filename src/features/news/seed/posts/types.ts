import type { Localized } from '@/lib/seed/localized'

/**
 * One language's text of a demo post: title, excerpt and body blocks (`## ` starts a subheading).
 */
export type DemoText = { t: string; e: string; b: string[] }

/**
 * The posts of one category as written: per url and language, the title, the excerpt and the body
 * blocks, a line each.
 */
export type PostTexts = Record<string, Localized>

export function postText(source: string): DemoText {
  const [t = '', e = '', ...b] = source.split('\n').map((line) => line.trim())
  return { t, e, b }
}

/**
 * A demo post: written in en, pt and ua. `my` (English for Malaysia) is the English text in British
 * spelling, except where `myFallback` leaves it empty to show the fallback.
 */
export type DemoPost = Omit<Localized<DemoText>, 'my'> & {
  url: string
  category: 'product' | 'company' | 'industry' | 'drivers'
  tags: string[]
  /** spreads publication dates */
  daysAgo: number
  /** pinned posts, by position */
  pinned?: number
  myFallback?: boolean
}

/** British spellings for the `my` locale (English for Malaysia). */
const british: [RegExp, string][] = [
  [/\butiliz/g, 'utilis'],
  [/\bcolor/g, 'colour'],
  [/\bcenter/g, 'centre'],
  [/\borganiz/g, 'organis'],
  [/\boptimiz/g, 'optimis'],
  [/\bprogram\b/g, 'programme'],
  [/\bfavorit/g, 'favourit'],
  [/\bkilometers/g, 'kilometres'],
]

export function toBritish(text: string): string {
  return british.reduce((acc, [from, to]) => acc.replace(from, to), text)
}
