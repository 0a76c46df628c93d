import { and, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { defaultPhoneCountry } from '@/features/forms/definitions'
import { phoneCountry as orderPhoneCountry } from '@/features/shop/orders/validate'
import { isLocale } from '@/i18n/locales'
import { fieldsOf } from '@/lib/fields'
import { sqlTable } from '@/lib/sql'

import { anonymiseRecords } from './anonymise'
import { type PersonalCollection, personalCollections } from './registry'

/**
 * A person's request ("what do you hold about me?", "erase me"): the e-mail address or phone number
 * they give, in any format the site's forms accept, and every record of every collection holding
 * it.
 */
export type PersonQuery =
  | { kind: 'email'; value: string }
  /** `numbers`: the E.164 forms the typed number can mean (one per country it is valid in). */
  | { kind: 'phone'; value: string; numbers: string[] }

const countries = new Set<string>(getCountries())

/**
 * Reads what an admin typed. An address is matched without regard to case. A number with `+` or
 * `00` is international; a national one is read in `country` when given, else in each of the site's
 * phone countries (GB, MY, PT, UA) where it is valid. Null when it is neither.
 */
export function parsePersonQuery(input: string, country?: string): PersonQuery | null {
  const text = input.trim()
  if (!text || text.length > 254) return null
  if (text.includes('@')) {
    const value = text.toLowerCase()
    return /^[^\s@]+@[^\s@]+$/.test(value) ? { kind: 'email', value } : null
  }
  if (!/^[\d\s()+.\-/]+$/.test(text)) return null
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
  return { kind: 'phone', value: list[0]!, numbers: list }
}

/** E.164 of a number stored as a customer typed it, read in the country of the order's language. */
function typedToE164(phone: unknown, locale: unknown): string | null {
  if (typeof phone !== 'string') return null
  const region = isLocale(locale) ? orderPhoneCountry[locale] : undefined
  const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, '+'), region)
  return parsed?.isValid() ? parsed.number : null
}

/** Ids of a collection's records holding the person's address or number. */
async function matchingIds(
  payload: Payload,
  collection: PersonalCollection,
  query: PersonQuery,
): Promise<(number | string)[]> {
  const { db, table } = sqlTable(payload, collection.slug)
  if (query.kind === 'email') {
    if (!collection.email) return []
    const column = table[collection.email]
    const rows: { id: number | string }[] = await db
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${column}) = ${query.value}`)
    return rows.map((r) => r.id)
  }
  if (!collection.phone) return []
  const column = table[collection.phone.field]
  if (collection.phone.stored === 'e164') {
    const rows: { id: number | string }[] = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(column, query.numbers))
    return rows.map((r) => r.id)
  }
  // Stored as typed: read page by page (id, number, language only) and compare normalised.
  const found: (number | string)[] = []
  let after: number | string = 0
  for (;;) {
    const rows: { id: number; phone: unknown; locale: unknown }[] = await db
      .select({ id: table.id, phone: column, locale: table.locale })
      .from(table)
      .where(and(isNotNull(column), isNull(table.anonymisedAt), gt(table.id, after)))
      .orderBy(table.id)
      .limit(5000)
    for (const row of rows) {
      const number = typedToE164(row.phone, row.locale)
      if (number && query.numbers.includes(number)) found.push(row.id)
    }
    if (rows.length < 5000) return found
    after = rows[rows.length - 1]!.id
  }
}

export type PersonRecord = { collection: string; id: number | string; doc: Record<string, unknown> }

/**
 * Every record of every collection of personal records that holds the person's address or number.
 */
export async function findPersonRecords(
  payload: Payload,
  query: PersonQuery,
): Promise<PersonRecord[]> {
  const records: PersonRecord[] = []
  for (const collection of personalCollections) {
    const ids = await matchingIds(payload, collection, query)
    if (ids.length === 0) continue
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      where: { id: { in: ids } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'createdAt',
    })
    for (const doc of docs.map(fieldsOf))
      records.push({ collection: collection.slug, id: doc.id as number, doc })
  }
  return records
}

/** How many records per collection. */
export function countByCollection(records: readonly PersonRecord[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const r of records) counts[r.collection] = (counts[r.collection] ?? 0) + 1
  return counts
}

export type ErasureMode = 'erase' | 'anonymise'

/**
 * Answers "erase me" in one step. `erase` deletes every record it may (submissions, comments) and
 * anonymises orders and payments, which accounting law keeps; `anonymise` anonymises all of them.
 * Records already anonymised are left as they are. Returns what was done per collection.
 */
export async function erasePerson(
  payload: Payload,
  records: readonly PersonRecord[],
  mode: ErasureMode,
  req?: PayloadRequest,
): Promise<{ erased: Record<string, number>; anonymised: Record<string, number> }> {
  const erased: Record<string, number> = {}
  const anonymised: Record<string, number> = {}
  for (const collection of personalCollections) {
    const mine = records.filter((r) => r.collection === collection.slug)
    if (mine.length === 0) continue
    const ids = mine.map((r) => r.id)
    if (mode === 'erase' && collection.erasable) {
      const result = await payload.delete({
        collection: collection.slug as CollectionSlug,
        where: { id: { in: ids } },
        overrideAccess: true,
        depth: 0,
        ...(req ? { req } : {}),
      })
      if (result.docs.length > 0) erased[collection.slug] = result.docs.length
      continue
    }
    const pending = mine.filter((r) => !r.doc.anonymisedAt).map((r) => r.id)
    const count = await anonymiseRecords(payload, collection.slug, pending)
    if (count > 0) anonymised[collection.slug] = count
  }
  return { erased, anonymised }
}
