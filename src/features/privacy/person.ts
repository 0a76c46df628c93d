import type { CollectionSlug, Payload } from 'payload'

import { fieldsOf } from '@/lib/fields'

import { type Check, doubt, isStrong, type Matched } from './person-doubt'
import { type Holds, hits, matchingCandidates, type Terms } from './person-match'
import {
  type Identifier,
  type Linked,
  maxLinked,
  noneLinked,
  type PersonQuery,
} from './person-query'
import { personalCollections } from './registry'

/**
 * Finding a person's records: every record of every collection of personal records holding one of
 * the identifiers the person gave (read in person-query.ts) or one their own records hold, with
 * what it holds, which identifier matched, and whether it may be someone else's.
 */
export type { Holds }

export type PersonRecord = {
  collection: string
  id: number | string
  doc: Record<string, unknown>
  holds: Holds
  /** The identifiers given that the record holds. */
  matchedBy: Identifier[]
  /** The identifiers linked from the person's other records that it holds (no given one). */
  linkedBy: Identifier[]
  /**
   * Why this record may be someone else's: `phone`, it shares only the number and holds another
   * name or address; `name`, it shares only the name and holds another address or number.
   */
  check: Check
}

const givenTerms = (query: PersonQuery): Terms => ({
  emails: query.email ? [query.email] : [],
  numbers: query.phone?.numbers ?? [],
  names: query.name ? [query.name.key] : [],
})

const linkedTerms = (linked: Linked): Terms => ({
  emails: linked.emails,
  numbers: linked.phones,
  names: linked.names.map((n) => n.key),
})

/** Every record holding one of the given or linked identifiers, with which of them it holds. */
async function matchAll(payload: Payload, query: PersonQuery, linked: Linked) {
  const given = givenTerms(query)
  const other = linkedTerms(linked)
  const all: Terms = {
    emails: [...given.emails, ...other.emails],
    numbers: [...given.numbers, ...other.numbers],
    names: [...given.names, ...other.names],
  }
  const matched: Matched[] = []
  for (const collection of personalCollections)
    for (const candidate of await matchingCandidates(payload, collection, all)) {
      const matchedBy = hits(candidate, given)
      const linkedBy = hits(candidate, other).filter((by) => !matchedBy.includes(by))
      matched.push({ ...candidate, matchedBy, linkedBy })
    }
  return matched
}

/**
 * What the strong records (the person's beyond doubt: their address, or their number and name
 * together) hold that is neither given nor linked yet: a lead found by an address holds the phone
 * and the name an order is found by.
 */
function newlyLinked(matched: readonly Matched[], query: PersonQuery, linked: Linked): Linked {
  const given = givenTerms(query)
  const known = {
    emails: new Set([...given.emails, ...linked.emails]),
    numbers: new Set([...given.numbers, ...linked.phones]),
    names: new Set([...given.names, ...linked.names.map((n) => n.key)]),
  }
  const more = noneLinked()
  for (const record of matched.filter(isStrong)) {
    if (record.email && !known.emails.has(record.email)) {
      known.emails.add(record.email)
      more.emails.push(record.email)
    }
    if (record.number?.startsWith('+') && !known.numbers.has(record.number)) {
      known.numbers.add(record.number)
      more.phones.push(record.number)
    }
    if (record.nameKey && record.holds.name && !known.names.has(record.nameKey)) {
      known.names.add(record.nameKey)
      more.names.push({ value: record.holds.name, key: record.nameKey })
    }
  }
  return more
}

const sizeOf = (linked: Linked) => linked.emails.length + linked.phones.length + linked.names.length

/**
 * The identifiers given, then those the person's records link, searched again until no strong
 * record holds a new one (a few rounds at most: a lead's phone finds an order, whose name is the
 * lead's). A request linking more than a person plausibly has stops growing.
 */
async function matchLinked(payload: Payload, query: PersonQuery) {
  let linked = query.linked ?? noneLinked()
  for (let round = 0; ; round++) {
    const matched = await matchAll(payload, query, linked)
    const more = newlyLinked(matched, query, linked)
    if (sizeOf(more) === 0 || round === 3 || sizeOf(linked) + sizeOf(more) > maxLinked)
      return { matched, linked }
    linked = {
      emails: [...linked.emails, ...more.emails],
      phones: [...linked.phones, ...more.phones],
      names: [...linked.names, ...more.names],
    }
  }
}

/**
 * Every record of every collection of personal records that holds one of the person's identifiers
 * or one their own records link, with what it holds, why it matched and whether it may be someone
 * else's; and the identifiers linked.
 */
export async function findPerson(
  payload: Payload,
  query: PersonQuery,
): Promise<{ records: PersonRecord[]; linked: Linked }> {
  const { matched, linked } = await matchLinked(payload, query)
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
      const { holds, matchedBy, linkedBy } = m
      const check = doubt(m, matched, query)
      records.push({
        collection: collection.slug,
        id: m.id,
        doc,
        holds,
        matchedBy,
        linkedBy,
        check,
      })
    }
  }
  return { records, linked }
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
