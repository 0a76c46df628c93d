'use client'

import { useEffect, useRef, useState } from 'react'

import type { ValidationOptions } from '../validation'
import type { CountryOption } from './PhoneField'

const regionName = (languageTag: string, code: string) =>
  new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code

/**
 * The phone library (about 30 KB gzip) for a form: it loads after the page, and only in forms with
 * a phone or country field. Until it arrives a phone number is checked for its characters only
 * (`phoneOptions` is empty) and submit waits for it (`loadPhoneOptions`). The country list is built
 * from the same library (names from the browser's Intl), so it never travels in the page; until
 * then the default country is the only choice.
 */
export function usePhoneLibrary(
  needed: boolean,
  languageTag: string,
  defaultCountry: { code: string; dial: string },
) {
  const [phoneOptions, setPhoneOptions] = useState<ValidationOptions>({})
  const [countries, setCountries] = useState<CountryOption[]>(() => [
    {
      code: defaultCountry.code,
      name: regionName(languageTag, defaultCountry.code),
      dial: defaultCountry.dial,
    },
  ])
  // Until the library arrives the picker stays where it is (a number typed so early is rare).
  const [typedCountry, setTypedCountry] = useState<
    (number: string, chosen: string) => string | null
  >(() => () => null)
  const loader = useRef<Promise<typeof import('../schemas')> | null>(null)
  const load = () => (loader.current ??= import('../schemas'))
  useEffect(() => {
    if (!needed) return
    void load().then((m) => {
      setPhoneOptions(m.validationOptions)
      setCountries(m.countryOptions(languageTag))
      setTypedCountry(() => m.typedCountry)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed])
  return {
    phoneOptions,
    countries,
    typedCountry,
    loadPhoneOptions: () => load().then((m) => m.validationOptions),
  }
}
