import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min'

import type { FormName } from './definitions'
import { validateForm, type ValidationOptions, type ValidationResult } from './validation'

/**
 * Full validation of every form, shared by the browser (the form components) and the server (the
 * submission pipeline). Phone numbers are checked per country by libphonenumber-js with its `min`
 * metadata (validity by number length and leading digits, about 80 KB instead of 145 KB).
 */
const phoneCountries: readonly CountryCode[] = getCountries()
const countrySet: ReadonlySet<string> = new Set(phoneCountries)

/**
 * E.164 form of a number valid in the chosen country (or an international number valid anywhere)
 * and the country it belongs to (the chosen one for a number the library places in none), else
 * null.
 */
export function checkPhone(
  number: string,
  country: string,
): { number: string; country: string } | null {
  if (!countrySet.has(country)) return null
  const parsed = parsePhoneNumberFromString(number, country as CountryCode)
  return parsed?.isValid() ? { number: parsed.number, country: parsed.country ?? country } : null
}

export const validationOptions: ValidationOptions = { phone: checkPhone, countries: countrySet }

export function validateSubmission(form: FormName, input: unknown): ValidationResult {
  return validateForm(form, input, validationOptions)
}

export type CountryOption = { code: string; name: string; dial: string }

const countryLists = new Map<string, CountryOption[]>()
/**
 * Countries with their names in a language (a BCP 47 tag such as `uk`) and calling codes, sorted by
 * name. Built where it is shown, in the browser: the 247 names never travel in the page.
 */
export function countryOptions(languageTag: string): CountryOption[] {
  let options = countryLists.get(languageTag)
  if (!options) {
    const names = new Intl.DisplayNames([languageTag], { type: 'region' })
    const collator = new Intl.Collator(languageTag)
    options = phoneCountries
      .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
      .sort((a, b) => collator.compare(a.name, b.name))
    countryLists.set(languageTag, options)
  }
  return options
}
