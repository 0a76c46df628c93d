import {
  getCountries,
  getCountryCallingCode,
  Metadata,
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
 * and the country it belongs to, else null. A number with the chosen country's calling code keeps
 * that country: countries share codes (+44 is also Guernsey's, Jersey's and Man's, and the library
 * files 07911 under Guernsey), and the visitor said which one they meant. Only a number with
 * another code belongs to its own (+351… typed under the United Kingdom is Portuguese).
 */
export function checkPhone(
  number: string,
  country: string,
): { number: string; country: string } | null {
  if (!countrySet.has(country)) return null
  const parsed = parsePhoneNumberFromString(number, country as CountryCode)
  if (!parsed?.isValid()) return null
  const chosenCode = getCountryCallingCode(country as CountryCode)
  const own = parsed.countryCallingCode === chosenCode ? country : (parsed.country ?? country)
  return { number: parsed.number, country: own }
}

// The countries of each calling code, the code's main country first (GB for +44, US for +1), as the
// library's metadata lists them. Its typings leave the lookup out; typedCountry's test holds it.
const callingCodes = new Metadata() as unknown as {
  getCountryCodesForCallingCode(code: string): readonly string[] | undefined
}

/**
 * The country a phone number being typed names, for the country picker to follow it: an
 * international number (`+351 …`, `00351 …`) starts with its calling code (calling codes are
 * prefix-free). The chosen country stays while the code is its own (+44 is Guernsey's too); a
 * complete number names its own country (+1 416… is Canada); else the code's main country. Null
 * while the number names no code.
 */
export function typedCountry(number: string, chosen: string): string | null {
  const digits = /^(?:\+|00)(\d+)/.exec(number.replace(/[\s().-]/g, ''))?.[1]
  if (!digits) return null
  for (let length = 1; length <= 3 && length <= digits.length; length++) {
    const code = digits.slice(0, length)
    const countries = callingCodes.getCountryCodesForCallingCode(code)
    if (!countries?.length) continue
    if (countries.includes(chosen)) return chosen
    return parsePhoneNumberFromString(`+${digits}`)?.country ?? countries[0] ?? null
  }
  return null
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
