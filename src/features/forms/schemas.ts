import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

import type { FormName } from './definitions'
import { validateForm, type ValidationOptions, type ValidationResult } from './validation'

/**
 * Full validation of every form, shared by the browser (the form components) and the server (the
 * submission pipeline). Phone numbers are checked per country by libphonenumber-js with its `min`
 * metadata (validity by number length and leading digits, about 80 KB instead of 145 KB).
 */
export const phoneCountries: readonly CountryCode[] = getCountries()
const countrySet: ReadonlySet<string> = new Set(phoneCountries)

/** E.164 form of a number valid in the chosen country (or an international number valid anywhere), else null. */
export function checkPhone(number: string, country: string): string | null {
  if (!countrySet.has(country)) return null
  const parsed = parsePhoneNumberFromString(number, country as CountryCode)
  return parsed?.isValid() ? parsed.number : null
}

export const validationOptions: ValidationOptions = { phone: checkPhone, countries: countrySet }

export function validateSubmission(form: FormName, input: unknown): ValidationResult {
  return validateForm(form, input, validationOptions)
}
