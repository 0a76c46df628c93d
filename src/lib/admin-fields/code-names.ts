import { isLocale, localeTags } from '@/i18n/locales'

import { editorLanguage } from './language'

/**
 * Stored codes by their names in the back office's language, from the browser's and Node's own
 * CLDR data (`Intl.DisplayNames`): a site language ("English (Malaysia)", not `my`, which ISO
 * would read as Burmese), a country ("Afghanistan", not `AF`). An unknown code stays as it is.
 */
const tags = { en: 'en', pt: 'pt-PT', uk: 'uk' } as const

function displayName(type: 'language' | 'region', code: string, language: string) {
  try {
    const name = new Intl.DisplayNames([tags[editorLanguage(language)]], {
      type,
      fallback: 'none',
    }).of(code)
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : code
  } catch {
    return code
  }
}

/** The site language a record was sent in (`en`, `my`, `pt`, `ua`), by name. */
export function siteLanguageName(code: unknown, language: string): string {
  if (typeof code !== 'string' || !code) return '—'
  return displayName('language', isLocale(code) ? localeTags[code] : code, language)
}

/** A country's ISO 3166 code, by name. */
export function countryName(code: unknown, language: string): string {
  if (typeof code !== 'string' || !code) return '—'
  return /^[A-Za-z]{2}$/.test(code) ? displayName('region', code.toUpperCase(), language) : code
}

/** `admin.components` of a stored site language and of a country code (CodeNameField.tsx). */
export const siteLanguageComponents = {
  Field: '/lib/admin-fields/CodeNameField#SiteLanguageField',
  Cell: '/lib/admin-fields/CodeNameField#SiteLanguageCell',
}
export const countryComponents = {
  Field: '/lib/admin-fields/CodeNameField#CountryField',
  Cell: '/lib/admin-fields/CodeNameField#CountryCell',
}
