import { defaultLocale, locales, type Locale } from '@/i18n/locales'

import { lexicalToPlainText } from './lexical'

/**
 * In which languages a post is shown. A post appears in a locale only when it is written there: a
 * title and some body text in that locale. `my` (English for Malaysia) reads the English text where
 * it has none of its own, as its fields do. "Show the English text in other languages" publishes an
 * English post in every locale (readers there get the English text).
 */
export type LocalisedTexts = {
  title?: Partial<Record<Locale, unknown>> | null
  content?: Partial<Record<Locale, unknown>> | null
}

/** Locales whose missing texts are read from another locale (Payload's per-locale fallback). */
export const localeFallbacks: Partial<Record<Locale, Locale>> = { my: 'en' }

const written = (texts: LocalisedTexts, locale: Locale) => {
  const title = texts.title?.[locale]
  return (
    typeof title === 'string' &&
    title.trim() !== '' &&
    lexicalToPlainText(texts.content?.[locale]) !== ''
  )
}

export function translatedLocales(texts: LocalisedTexts, showEnglishEverywhere: boolean): Locale[] {
  const own = new Set(locales.filter((locale) => written(texts, locale)))
  if (showEnglishEverywhere && own.has(defaultLocale)) return [...locales]
  return locales.filter(
    (locale) =>
      own.has(locale) ||
      (localeFallbacks[locale] !== undefined && own.has(localeFallbacks[locale]!)),
  )
}
