import { and, asc, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { Payload } from 'payload'

import { phoneCountry as orderPhoneCountry } from '@/features/shop/orders/validate'
import { isLocale } from '@/i18n/locales'
import { sqlColumn, sqlTable } from '@/lib/sql'

import { type Identifier, nameKey } from './person-query'
import type { PersonalCollection } from './registry'

/**
 * The records of one collection that hold any of a set of identifiers, each with what it holds of
 * the three, in the form they are compared in. person.ts decides which identifiers to look for and
 * what a match means.
 */

/** What a record holds of the three identifiers, as shown to the officer. */
export type Holds = { name: string | null; email: string | null; phone: string | null }

/** Identifiers in compared form: addresses in lower case, E.164 numbers, names' keys. */
export type Terms = {
  emails: readonly string[]
  numbers: readonly string[]
  names: readonly string[]
}

export type Candidate = {
  collection: string
  id: number | string
  holds: Holds
  email: string | null
  number: string | null
  nameKey: string | null
}

/** Which of the terms a record holds. */
export function hits(candidate: Candidate, terms: Terms): Identifier[] {
  const by: Identifier[] = []
  if (candidate.email && terms.emails.includes(candidate.email)) by.push('email')
  if (candidate.number && terms.numbers.includes(candidate.number)) by.push('phone')
  if (candidate.nameKey && terms.names.includes(candidate.nameKey)) by.push('name')
  return by
}

/** E.164 of a number stored as a customer typed it, read in the country of the order's language. */
function typedToE164(phone: unknown, locale: unknown): string | null {
  if (typeof phone !== 'string') return null
  const region = isLocale(locale) ? orderPhoneCountry[locale] : undefined
  const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, '+'), region)
  return parsed?.isValid() ? parsed.number : null
}

const stringOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

const pageSize = 5000

/**
 * The records of a collection holding one of the terms, read page by page (id and the identifying
 * columns only) and compared in normalised form. SQL narrows the rows where it can (an address, a
 * number stored as E.164); a number stored as typed and a name are compared here, because SQLite's
 * `lower` folds no accents and no letters beyond ASCII. Records already anonymised hold nothing of
 * anyone.
 */
export async function matchingCandidates(
  payload: Payload,
  collection: PersonalCollection,
  terms: Terms,
): Promise<Candidate[]> {
  const { db, table } = sqlTable(payload, collection.slug, ['id', 'anonymisedAt'])
  const emailColumn = collection.email ? sqlColumn(table, collection.email) : undefined
  const phoneColumn = collection.phone ? sqlColumn(table, collection.phone.field) : undefined
  const nameColumns = (collection.name ?? []).map((field) => sqlColumn(table, field))
  const typed = collection.phone?.stored === 'typed'

  const conditions: SQL[] = []
  if (terms.emails.length && emailColumn)
    conditions.push(inArray(sql`lower(${emailColumn})`, [...terms.emails]))
  if (terms.numbers.length && phoneColumn)
    conditions.push(typed ? isNotNull(phoneColumn) : inArray(phoneColumn, [...terms.numbers]))
  if (terms.names.length && nameColumns.length > 0)
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
      .limit(pageSize)
    for (const row of rows) {
      const name =
        nameColumns
          .map((_, i) => stringOrNull(row[`name${i}`]))
          .filter(Boolean)
          .join(' ') || null
      const typedPhone = stringOrNull(row.phone)
      const number = typed ? typedToE164(typedPhone, row.locale) : typedPhone
      const candidate: Candidate = {
        collection: collection.slug,
        id: row.id as number | string,
        holds: { name, email: stringOrNull(row.email), phone: number ?? typedPhone },
        email: stringOrNull(row.email)?.toLowerCase() ?? null,
        number,
        nameKey: name ? nameKey(name) || null : null,
      }
      if (hits(candidate, terms).length > 0) found.push(candidate)
    }
    if (rows.length < pageSize) return found
    after = rows[rows.length - 1]!.id as number | string
  }
}
