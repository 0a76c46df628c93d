import type { Where } from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'

import { fail, isPlainObject, isQueryError, type QueryError } from './refusal'
import { parseWhere } from './where'
import {
  queryableCollections,
  queryLimits,
  type CollectionSpec,
  type QueryableCollection,
} from './whitelist'

/**
 * The body of `POST /api/v1/content/query` (its keys are in the feature's README), checked against
 * the whitelist before any query is built: anything it does not allow is a 400 naming the key,
 * never a database error.
 */
export type ContentQuery = {
  collection: QueryableCollection
  locale: Locale
  deep: boolean
  text: boolean
  /** Fields to return, `id` always included. */
  fields: string[]
  sort: string[]
  where: Where[]
  limit: number
  skip: number
  surround?: { key: string | number; before: number; after: number }
}

const bodyKeys = new Set([
  'collection',
  'locale',
  'deep',
  'text',
  'only',
  'without',
  'sortBy',
  'where',
  'search',
  'surround',
  'limit',
  'skip',
])

function wholeNumber(
  value: unknown,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number | QueryError {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    return fail(field, `${field} must be a whole number from ${min} to ${max}`)
  return value
}

function fieldList(value: unknown, name: string, spec: CollectionSpec): string[] | QueryError {
  if (value === undefined) return []
  const list = typeof value === 'string' ? [value] : value
  if (!Array.isArray(list) || list.length > 30)
    return fail(name, `${name} must be a field name or a list of up to 30 field names`)
  for (const entry of list) {
    if (typeof entry !== 'string' || !(entry === 'id' || Object.hasOwn(spec.fields, entry)))
      return fail(name, `${name}: unknown field ${String(entry).slice(0, 40)}`)
  }
  return list as string[]
}

function parseSort(value: unknown, spec: CollectionSpec): string[] | QueryError {
  if (value === undefined) return [...spec.defaultSort, 'id']
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0 || list.length > queryLimits.maxSorts)
    return fail('sortBy', `sortBy must name 1 to ${queryLimits.maxSorts} fields`)
  const sort: string[] = []
  for (const entry of list) {
    // 'field', '-field', or { field: 'asc' | 'desc' }
    let name: string
    let desc: boolean
    if (typeof entry === 'string') {
      desc = entry.startsWith('-')
      name = desc ? entry.slice(1) : entry
    } else if (isPlainObject(entry) && Object.keys(entry).length === 1) {
      const [[field, direction]] = Object.entries(entry) as [[string, unknown]]
      if (direction !== 'asc' && direction !== 'desc')
        return fail('sortBy', 'a sortBy direction is asc or desc')
      name = field
      desc = direction === 'desc'
    } else
      return fail('sortBy', "sortBy entries are 'field', '-field' or { field: 'asc' | 'desc' }")
    const field =
      name === 'id'
        ? { sort: true }
        : Object.hasOwn(spec.fields, name)
          ? spec.fields[name]
          : undefined
    if (!field?.sort) return fail('sortBy', `sortBy: ${name.slice(0, 40)} cannot be sorted on`)
    sort.push(desc ? `-${name}` : name)
  }
  if (!sort.some((s) => s.replace(/^-/, '') === 'id')) sort.push('id')
  return sort
}

/** Escapes what a substring search must not treat as a wildcard. */
const plainSearch = (value: string) =>
  value
    .replace(/[%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** `surround`: an entry's key, or `{ key, before, after }` (0–5 neighbours each side, default 1). */
function parseSurround(
  surround: unknown,
  spec: CollectionSpec,
): NonNullable<ContentQuery['surround']> | QueryError {
  const keyKind = spec.key === 'id' ? 'number' : 'string'
  const key = isPlainObject(surround) ? surround.key : surround
  if (
    keyKind === 'number'
      ? !(typeof key === 'number' && Number.isInteger(key) && key > 0)
      : !(typeof key === 'string' && key.length > 0 && key.length <= queryLimits.maxString)
  ) {
    return fail(
      'surround',
      `surround names an entry by its ${spec.key} (${keyKind}), optionally as { key, before, after }`,
    )
  }
  if (!isPlainObject(surround)) return { key: key as string | number, before: 1, after: 1 }
  for (const k of Object.keys(surround))
    if (!['key', 'before', 'after'].includes(k))
      return fail('surround', `surround: unknown key ${k.slice(0, 20)}`)
  const before = wholeNumber(surround.before, 'surround.before', 1, 0, queryLimits.maxSurround)
  if (isQueryError(before)) return before
  const after = wholeNumber(surround.after, 'surround.after', 1, 0, queryLimits.maxSurround)
  if (isQueryError(after)) return after
  return { key: key as string | number, before, after }
}

export function parseContentQuery(body: unknown): ContentQuery | QueryError {
  if (!isPlainObject(body)) return fail('body', 'Send a JSON object')
  for (const key of Object.keys(body))
    if (!bodyKeys.has(key)) return fail(key, `unknown key ${key.slice(0, 40)}`)
  const collection = body.collection
  if (typeof collection !== 'string' || !Object.hasOwn(queryableCollections, collection)) {
    return fail(
      'collection',
      `collection must be one of ${Object.keys(queryableCollections).join(', ')}`,
    )
  }
  const spec: CollectionSpec = queryableCollections[collection as QueryableCollection]
  const locale = body.locale ?? 'en'
  if (!isLocale(locale)) return fail('locale', `locale must be one of ${locales.join(', ')}`)
  for (const flag of ['deep', 'text'] as const)
    if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
      return fail(flag, `${flag} must be true or false`)
  const only = fieldList(body.only, 'only', spec)
  if (isQueryError(only)) return only
  const without = fieldList(body.without, 'without', spec)
  if (isQueryError(without)) return without
  if (without.includes('id')) return fail('without', 'id is always returned')
  // Rich text is heavy: returned only when asked for by name.
  const base = only.length
    ? only
    : Object.keys(spec.fields).filter((name) => spec.fields[name]!.kind !== 'richText')
  const fields = ['id', ...base.filter((name) => name !== 'id' && !without.includes(name))]
  const sort = parseSort(body.sortBy, spec)
  if (isQueryError(sort)) return sort
  const where: Where[] = []
  if (body.where !== undefined) {
    const parsed = parseWhere(body.where, spec, 'where', 1, { conditions: 0 })
    if (isQueryError(parsed)) return parsed
    where.push(...parsed)
  }
  if (body.search !== undefined) {
    if (typeof body.search !== 'string' || body.search.length > queryLimits.maxSearch)
      return fail('search', `search must be text of at most ${queryLimits.maxSearch} characters`)
    const term = plainSearch(body.search)
    if (term) where.push({ or: spec.search.map((name) => ({ [name]: { contains: term } })) })
  }
  const limit = wholeNumber(body.limit, 'limit', queryLimits.defaultLimit, 1, queryLimits.maxLimit)
  if (isQueryError(limit)) return limit
  const skip = wholeNumber(body.skip, 'skip', 0, 0, queryLimits.maxSkip)
  if (isQueryError(skip)) return skip
  const query: ContentQuery = {
    collection: collection as QueryableCollection,
    locale,
    deep: body.deep === true,
    text: body.text === true,
    fields,
    sort,
    where,
    limit,
    skip,
  }
  if (body.surround !== undefined) {
    const surround = parseSurround(body.surround, spec)
    if (isQueryError(surround)) return surround
    query.surround = surround
  }
  return query
}
