import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min'

import { defaultPhoneCountry } from '@/features/forms/definitions'

/**
 * A person's request ("what do you hold about me?", "erase me"): every identifier the person gives
 * (e-mail address, phone number, name), and every record of every collection holding one of them,
 * with what the record holds and which identifier matched, so the officer can leave out what
 * belongs to someone else. Phones are compared as E.164 numbers, names without case, accents or
 * punctuation, addresses without case.
 */
export type Identifier = 'email' | 'phone' | 'name'

export type PersonQuery = {
  email?: string
  /** `numbers`: the E.164 forms the typed number can mean (one per country it is valid in). */
  phone?: { value: string; numbers: string[] }
  /** `key`: the name compared (see `nameKey`). */
  name?: { value: string; key: string }
}

const countries = new Set<string>(getCountries())

/** Lower case, without accents, punctuation or repeated spaces: "José  da-Costa" → "jose da costa". */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** An address, matched without regard to case; null when it is not one. */
export function parseEmail(input: string): string | null {
  const value = input.trim().toLowerCase()
  return value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null
}

/**
 * A number with `+` or `00` is international; a national one is read in `country` when given, else
 * in each of the site's phone countries (GB, MY, PT, UA) where it is valid. Null when it is none.
 */
export function parsePhone(input: string, country?: string): PersonQuery['phone'] | null {
  const text = input.trim()
  if (!text || text.length > 40 || !/^[\d\s()+.\-/]+$/.test(text)) return null
  const international = text.replace(/^00/, '+')
  const regions = international.startsWith('+')
    ? [undefined]
    : country && countries.has(country.toUpperCase())
      ? [country.toUpperCase() as CountryCode]
      : [...new Set(Object.values(defaultPhoneCountry))]
  const numbers = new Set<string>()
  for (const region of regions) {
    const parsed = parsePhoneNumberFromString(international, region)
    if (parsed?.isValid()) numbers.add(parsed.number)
  }
  if (numbers.size === 0) return null
  const list = [...numbers].sort()
  return { value: list[0]!, numbers: list }
}

export function parseName(input: string): PersonQuery['name'] | null {
  const value = input.trim().replace(/\s+/g, ' ')
  const key = nameKey(value)
  return value.length <= 200 && /\p{L}/u.test(key) && key.length >= 2 ? { value, key } : null
}

export type PersonQueryInput = {
  email?: unknown
  phone?: unknown
  name?: unknown
  country?: unknown
}

/**
 * Reads what an admin typed into the three fields (any may be empty, not all). An identifier that
 * is given but cannot be read is refused with its field, rather than searched without it.
 */
export function parsePersonQuery(
  input: PersonQueryInput,
): { ok: true; query: PersonQuery } | { ok: false; field: Identifier | 'query' } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const query: PersonQuery = {}
  if (text(input.email)) {
    const email = parseEmail(text(input.email))
    if (!email) return { ok: false, field: 'email' }
    query.email = email
  }
  if (text(input.phone)) {
    const phone = parsePhone(text(input.phone), text(input.country) || undefined)
    if (!phone) return { ok: false, field: 'phone' }
    query.phone = phone
  }
  if (text(input.name)) {
    const name = parseName(text(input.name))
    if (!name) return { ok: false, field: 'name' }
    query.name = name
  }
  if (!query.email && !query.phone && !query.name) return { ok: false, field: 'query' }
  return { ok: true, query }
}
