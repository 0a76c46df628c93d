/**
 * Localised seed text. Demo content is written in en, pt and ua; `my` (English for Malaysia) is
 * given only where it differs from English, and otherwise reads the English value.
 */
export type SeedLocale = 'en' | 'my' | 'pt' | 'ua'

/** The locales a seeded document gets after its English version is created. */
export const otherLocales = ['my', 'pt', 'ua'] as const
export const seedLocales = ['en', ...otherLocales] as const

export type Localized<T = string> = { en: T; pt: T; ua: T; my?: T }

/** A localised value from its en, pt and ua (and optionally my) versions. */
export function t<T>(en: T, pt: T, ua: T, my?: T): Localized<T> {
  return my === undefined ? { en, pt, ua } : { en, pt, ua, my }
}

/** The value for one locale; `my` falls back to English. */
export function inLocale<T>(value: Localized<T>, locale: SeedLocale): T {
  return locale === 'my' ? (value.my ?? value.en) : value[locale]
}

/**
 * The localised fields `keys` of a seed record for one locale: what a document gets written in that
 * locale (`fieldsIn(rule, ['title', 'text'])('pt')` → `{ title, text }` in Portuguese).
 */
export const fieldsIn =
  <const K extends string>(record: Record<NoInfer<K>, Localized<unknown>>, keys: readonly K[]) =>
  (locale: SeedLocale): Record<K, unknown> =>
    Object.fromEntries(keys.map((key) => [key, inLocale(record[key], locale)])) as Record<
      K,
      unknown
    >
