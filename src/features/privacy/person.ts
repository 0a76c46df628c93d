import { and, asc, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { CollectionSlug, Payload } from 'payload'

import { phoneCountry as orderPhoneCountry } from '@/features/shop/orders/validate'
import { isLocale } from '@/i18n/locales'
import { fieldsOf } from '@/lib/fields'
import { sqlColumn, sqlTable } from '@/lib/sql'

import { type Identifier, nameKey, type PersonQuery } from './person-query'
import { type PersonalCollection, personalCollections } from './registry'

/**
 * Finding a person's records: every record of every collection of personal records holding one of
 * the identifiers the person gave (read in person-query.ts), with what it holds, which identifier
 * matched, and whether it may be someone else's.
 */

/** E.164 of a number stored as a customer typed it, read in the country of the order's language. */
function typedToE164(phone: unknown, locale: unknown): string | null {
  if (typeof phone !== 'string') return null
  const region = isLocale(locale) ? orderPhoneCountry[locale] : undefined
  const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, '+'), region)
  return parsed?.isValid() ? parsed.number : null
}

/** What a record holds of the three identifiers, as shown to the officer. */
export type Holds = { name: string | null; email: string | null; phone: string | null }

type Candidate = {
  id: number | string
  holds: Holds
  /** Compared forms: the address in lower case, the E.164 number, the name's key. */
  email: string | null
  number: string | null
  nameKey: string | null
  matchedBy: Identifier[]
}

const stringOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/**
 * The records of a collection holding one of the person's identifiers, read page by page (id and
 * the identifying columns only) and compared in normalised form. SQL narrows the rows where it
 * can (an address, a number stored as E.164); a number stored as typed and a name are compared
 * here, because SQLite's `lower` folds no accents and no letters beyond ASCII. Records already
 * anonymised hold nothing of anyone.
 */
async function matchingCandidates(
  payload: Payload,
  collection: PersonalCollection,
  query: PersonQuery,
): Promise<Candidate[]> {
  const { db, table } = sqlTable(payload, collection.slug, ['id', 'anonymisedAt'])
  const emailColumn = collection.email ? sqlColumn(table, collection.email) : undefined
  const phoneColumn = collection.phone ? sqlColumn(table, collection.phone.field) : undefined
  const nameColumns = (collection.name ?? []).map((field) => sqlColumn(table, field))
  const typed = collection.phone?.stored === 'typed'

  const conditions: SQL[] = []
  if (query.email && emailColumn) conditions.push(sql`lower(${emailColumn}) = ${query.email}`)
  if (query.phone && phoneColumn)
    conditions.push(typed ? isNotNull(phoneColumn) : inArray(phoneColumn, query.phone.numbers))
  if (query.name && nameColumns.length > 0)
    conditions.push(or(...nameColumns.map((column) => isNotNull(column)))!)
  if (conditions.length === 0) return []

  const columns = {
    id: table.id,
    ...(emailColumn ? { email: emailColumn } : {}),
    ...(phoneColumn ? { phone: phoneColumn } : {}),
    ...(typed ? { locale: sqlColumn(table, 'locale') } : {}),
    ...Object.fromEntries(nameColumns.map((column, i) => [`name${i}`, column])),
  }
  const found: Candidate[] = []
  let after: number | string = 0
  for (;;) {
    const rows = await db
      .select<Record<string, unknown>>(columns)
      .from(table)
      .where(and(isNull(table.anonymisedAt), gt(table.id, after), or(...conditions)))
      .orderBy(asc(table.id))
      .limit(5000)
    for (const row of rows) {
      const name =
        nameColumns
          .map((_, i) => stringOrNull(row[`name${i}`]))
          .filter(Boolean)
          .join(' ') || null
      const typedPhone = stringOrNull(row.phone)
      const number = typed ? typedToE164(typedPhone, row.locale) : typedPhone
      const email = stringOrNull(row.email)?.toLowerCase() ?? null
      const candidate: Candidate = {
        id: row.id as number | string,
        holds: { name, email: stringOrNull(row.email), phone: number ?? typedPhone },
        email,
        number,
        nameKey: name ? nameKey(name) || null : null,
        matchedBy: [],
      }
      if (query.email && email === query.email) candidate.matchedBy.push('email')
      if (query.phone && number && query.phone.numbers.includes(number))
        candidate.matchedBy.push('phone')
      if (query.name && candidate.nameKey === query.name.key) candidate.matchedBy.push('name')
      if (candidate.matchedBy.length > 0) found.push(candidate)
    }
    if (rows.length < 5000) return found
    after = rows[rows.length - 1]!.id as number | string
  }
}

export type PersonRecord = {
  collection: string
  id: number | string
  doc: Record<string, unknown>
  holds: Holds
  matchedBy: Identifier[]
  /**
   * Why this record may be someone else's: `phone`, it shares only the number and holds another
   * name or address; `name`, it shares only the name and holds another address or number.
   */
  check: 'phone' | 'name' | null
}

type Matched = Candidate & { collection: string }

/**
 * A record found by one weak identifier (the number alone, the name alone) that holds details of
 * another person. What the person is known by: the identifiers given, and the names, addresses and
 * numbers of records found by their address or by number and name together. A record found by
 * the number alone is doubtful when it holds a name or address the person is not known by, or
 * (the number was typed without its country and means several) another of its numbers; when the
 * person is known by nothing else (only a number was given), when it shares neither a name nor an
 * address with another record holding the same number. A record found by the name alone is
 * doubtful when it holds an address or number the person is not known by.
 */
function doubt(
  record: Matched,
  all: readonly Matched[],
  query: PersonQuery,
): PersonRecord['check'] {
  const by = new Set(record.matchedBy)
  if (by.has('email') || (by.has('phone') && by.has('name'))) return null
  const strong = all.filter(
    (r) =>
      r.matchedBy.includes('email') ||
      (r.matchedBy.includes('phone') && r.matchedBy.includes('name')),
  )
  const set = (values: (string | null | undefined)[]) =>
    new Set(values.filter((v): v is string => Boolean(v)))
  const known = {
    names: set([query.name?.key, ...strong.map((r) => r.nameKey)]),
    emails: set([query.email, ...strong.map((r) => r.email)]),
    numbers: set([...(query.phone?.numbers ?? []), ...strong.map((r) => r.number)]),
  }
  const isKnown = (values: Set<string>, value: string | null) => value !== null && values.has(value)
  if (by.has('phone')) {
    if (isKnown(known.names, record.nameKey) || isKnown(known.emails, record.email)) return null
    // A national number without its country means one number per country ("912 345 678" is
    // Portuguese and Ukrainian): a record holding another of them than the person's is doubtful.
    const ambiguous = (query.phone?.numbers.length ?? 0) > 1
    if (ambiguous && !strong.some((r) => r.number === record.number)) return 'phone'
    if (!record.nameKey && !record.email) return null
    if (known.names.size > 0 || known.emails.size > 0) return 'phone'
    const others = all.filter(
      (r) => r !== record && r.number === record.number && (r.nameKey || r.email),
    )
    const sameAs = (r: Matched) =>
      (r.nameKey !== null && r.nameKey === record.nameKey) ||
      (r.email !== null && r.email === record.email)
    return others.some((r) => !sameAs(r)) ? 'phone' : null
  }
  // Found by the name alone.
  if (isKnown(known.emails, record.email) || isKnown(known.numbers, record.number)) return null
  const holdsOther =
    (record.email && known.emails.size > 0) || (record.number && known.numbers.size > 0)
  return holdsOther ? 'name' : null
}

/**
 * Every record of every collection of personal records that holds one of the person's identifiers,
 * with what it holds, why it matched and whether it may be someone else's.
 */
export async function findPersonRecords(
  payload: Payload,
  query: PersonQuery,
): Promise<PersonRecord[]> {
  const matched: Matched[] = []
  for (const collection of personalCollections)
    for (const candidate of await matchingCandidates(payload, collection, query))
      matched.push({ ...candidate, collection: collection.slug })
  const records: PersonRecord[] = []
  for (const collection of personalCollections) {
    const mine = matched.filter((m) => m.collection === collection.slug)
    if (mine.length === 0) continue
    const { docs } = await payload.find({
      collection: collection.slug as CollectionSlug,
      where: { id: { in: mine.map((m) => m.id) } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'createdAt',
    })
    for (const doc of docs.map(fieldsOf)) {
      const m = mine.find((c) => String(c.id) === String(doc.id))
      if (!m) continue
      records.push({
        collection: collection.slug,
        id: m.id,
        doc,
        holds: m.holds,
        matchedBy: m.matchedBy,
        check: doubt(m, matched, query),
      })
    }
  }
  return records
}

/** The records among `found` that the officer chose (`collection` and `id`); others are ignored. */
export function chosenRecords(
  found: readonly PersonRecord[],
  chosen: readonly { collection: unknown; id: unknown }[],
): PersonRecord[] {
  const keys = new Set(chosen.map((c) => `${String(c.collection)}/${String(c.id)}`))
  return found.filter((r) => keys.has(`${r.collection}/${String(r.id)}`))
}

/** How many records per collection. */
export function countByCollection(records: readonly PersonRecord[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const r of records) counts[r.collection] = (counts[r.collection] ?? 0) + 1
  return counts
}
