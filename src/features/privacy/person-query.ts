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
  /**
   * Identifiers the person's own records hold beyond those given (person.ts finds them: the phone
   * and the name on the leads an address found), searched too and shown as such.
   */
  linked?: Linked
}

/** Addresses in lower case, numbers in E.164, names with their compared key. */
export type Linked = {
  emails: string[]
  phones: string[]
  names: { value: string; key: string }[]
}

export const noneLinked = (): Linked => ({ emails: [], phones: [], names: [] })

/** Most identifiers of each kind a request links (a person has a few; a list of many is not one). */
export const maxLinked = 20

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
  linked?: unknown
}

/**
 * The identifiers an earlier search of the same request linked (the screen sends them again, so a
 * record that only they find is still found once the records that held them are erased). Each is
 * read as strictly as a given one: an address, an international number, a name. Null when the list
 * cannot be read.
 */
function parseLinked(input: unknown): Linked | null {
  if (input === undefined || input === null) return noneLinked()
  if (typeof input !== 'object' || Array.isArray(input)) return null
  const { emails = [], phones = [], names = [] } = input as Record<string, unknown>
  const lists = [emails, phones, names]
  if (!lists.every((list) => Array.isArray(list) && list.length <= maxLinked)) return null
  const read = <T>(list: unknown, parse: (text: string) => T | null): T[] | null => {
    const out: T[] = []
    for (const item of list as unknown[]) {
      const value = typeof item === 'string' ? parse(item) : null
      if (value === null) return null
      out.push(value)
    }
    return out
  }
  const linked = {
    emails: read(emails, parseEmail),
    phones: read(phones, (text) => {
      const phone = text.trim().startsWith('+') ? parsePhone(text) : null
      return phone && phone.numbers.length === 1 ? phone.value : null
    }),
    names: read(names, parseName),
  }
  return linked.emails && linked.phones && linked.names ? (linked as Linked) : null
}

/**
 * Reads what an admin typed into the three fields (any may be empty, not all). An identifier that
 * is given but cannot be read is refused with its field, rather than searched without it.
 */
export function parsePersonQuery(
  input: PersonQueryInput,
): { ok: true; query: PersonQuery } | { ok: false; field: Identifier | 'query' | 'linked' } {
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
  const linked = parseLinked(input.linked)
  if (!linked) return { ok: false, field: 'linked' }
  if (linked.emails.length + linked.phones.length + linked.names.length > 0) query.linked = linked
  return { ok: true, query }
}
