import type { Candidate } from './person-match'
import type { Identifier, PersonQuery } from './person-query'

/**
 * Whether a record found for a person may be someone else's (person.ts finds the records). A
 * record is the person's beyond doubt when it holds their address, or their number and their name
 * together ("strong"); the identifiers of the strong records are what the person is known by.
 */
export type Matched = Candidate & {
  /** The identifiers the officer gave that the record holds. */
  matchedBy: Identifier[]
  /** The identifiers linked from the person's other records that it holds (and no given one). */
  linkedBy: Identifier[]
}

export type Check = 'phone' | 'name' | null

const byAny = (record: Matched) => new Set([...record.matchedBy, ...record.linkedBy])

export function isStrong(record: Matched): boolean {
  const by = byAny(record)
  return by.has('email') || (by.has('phone') && by.has('name'))
}

const setOf = (values: (string | null | undefined)[]) =>
  new Set(values.filter((v): v is string => Boolean(v)))

/**
 * A record found by one weak identifier (the number alone, the name alone) that holds details of
 * another person. What the person is known by: the identifiers given, and the names, addresses and
 * numbers of the strong records. A record found by the number alone is doubtful when it holds a
 * name or address the person is not known by, or (the number was typed without its country and
 * means several) another of its numbers; when the person is known by nothing else (only a number
 * was given), when it shares neither a name nor an address with another record holding the same
 * number. A record found by the name alone is doubtful when it holds an address or number the
 * person is not known by.
 */
export function doubt(record: Matched, all: readonly Matched[], query: PersonQuery): Check {
  const by = byAny(record)
  if (isStrong(record)) return null
  const strong = all.filter(isStrong)
  const known = {
    names: setOf([query.name?.key, ...strong.map((r) => r.nameKey)]),
    emails: setOf([query.email, ...strong.map((r) => r.email)]),
    numbers: setOf([...(query.phone?.numbers ?? []), ...strong.map((r) => r.number)]),
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
