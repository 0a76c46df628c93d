import type { Where } from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'

import {
  queryableCollections,
  queryLimits,
  type CollectionSpec,
  type FieldSpec,
  type Kind,
  type QueryableCollection,
} from './query-collections'

/**
 * The content-query endpoint's request: `POST /api/v1/content/query` with a JSON body `{
 * collection, locale?, deep?, text?, only?, without?, sortBy?, where?, search?, surround?, limit?,
 * skip? }`. Everything is checked here against a whitelist before a query is built: collections,
 * the fields each returns, the fields `where` and `sortBy` may name, the operators, the nesting and
 * the sizes. Anything else is a 400 naming the offending key (`field`), never a database error.
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

export type QueryError = { error: string; field: string }
const fail = (field: string, error: string): QueryError => ({ field, error })
export const isQueryError = (value: unknown): value is QueryError =>
  typeof value === 'object' && value !== null && 'error' in value && 'field' in value

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
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype

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

const operators = {
  $eq: 'equals',
  $ne: 'not_equals',
  $in: 'in',
  $nin: 'not_in',
  $gt: 'greater_than',
  $gte: 'greater_than_equal',
  $lt: 'less_than',
  $lte: 'less_than_equal',
  $contains: 'contains',
  $exists: 'exists',
} as const
type Operator = keyof typeof operators

/** A scalar a field of this kind may be compared with, or an error message. */
function checkValue(kind: Kind, value: unknown): string | null {
  switch (kind) {
    case 'text':
    case 'select':
      return typeof value === 'string' && value.length <= queryLimits.maxString
        ? null
        : `a string of at most ${queryLimits.maxString} characters`
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e12
        ? null
        : 'a finite number'
    case 'boolean':
      return typeof value === 'boolean' ? null : 'true or false'
    case 'date':
      return typeof value === 'string' &&
        value.length <= 40 &&
        /^\d{4}-\d{2}-\d{2}/.test(value) &&
        !Number.isNaN(Date.parse(value))
        ? null
        : 'an ISO date'
    case 'relation':
    case 'relations':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e12
        ? null
        : 'a numeric id'
    default:
      return 'nothing (this field cannot be filtered)'
  }
}

function condition(
  fieldName: string,
  kind: Kind,
  operator: Operator,
  value: unknown,
  path: string,
): Where | QueryError {
  if (operator === '$exists') {
    if (typeof value !== 'boolean') return fail(path, `${path} must be true or false`)
    return { [fieldName]: { exists: value } }
  }
  if (operator === '$in' || operator === '$nin') {
    if (!Array.isArray(value) || value.length === 0 || value.length > queryLimits.maxIn)
      return fail(path, `${path} must be a list of 1 to ${queryLimits.maxIn} values`)
    for (const entry of value) {
      const problem = checkValue(kind, entry)
      if (problem) return fail(path, `${path} values must each be ${problem}`)
    }
    return { [fieldName]: { [operators[operator]]: value } }
  }
  if (
    (operator === '$gt' || operator === '$gte' || operator === '$lt' || operator === '$lte') &&
    kind !== 'number' &&
    kind !== 'date'
  ) {
    return fail(path, `${operator} compares numbers and dates only`)
  }
  if (operator === '$contains' && kind !== 'text')
    return fail(path, '$contains applies to text fields only')
  const problem = checkValue(kind, value)
  if (problem) return fail(path, `${path} must be ${problem}`)
  // A has-many relation "equals" one of its ids: Payload's `in` over the related ids.
  if (kind === 'relations' && operator === '$eq') return { [fieldName]: { in: [value] } }
  if (kind === 'relations' && operator === '$ne') return { [fieldName]: { not_in: [value] } }
  return { [fieldName]: { [operators[operator]]: value } }
}

type WhereState = { conditions: number }

function parseWhere(
  value: unknown,
  spec: CollectionSpec,
  path: string,
  depth: number,
  state: WhereState,
): Where[] | QueryError {
  if (!isPlainObject(value)) return fail(path, `${path} must be an object of field conditions`)
  if (depth > queryLimits.maxDepth)
    return fail(path, `where may nest $and/$or at most ${queryLimits.maxDepth} levels deep`)
  const out: Where[] = []
  for (const [key, raw] of Object.entries(value)) {
    const here = `${path}.${key}`
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > 10)
        return fail(here, `${here} must be a list of 1 to 10 conditions`)
      const parts: Where[] = []
      for (const [i, item] of raw.entries()) {
        const parsed = parseWhere(item, spec, `${here}[${i}]`, depth + 1, state)
        if (isQueryError(parsed)) return parsed
        parts.push({ and: parsed })
      }
      out.push(key === '$and' ? { and: parts } : { or: parts })
      continue
    }
    const field =
      key === 'id'
        ? ({ kind: 'number', filter: true } as FieldSpec)
        : Object.hasOwn(spec.fields, key)
          ? spec.fields[key]
          : undefined
    if (!field || !field.filter) return fail(here, `${here}: ${key} cannot be filtered on`)
    const ops: [Operator, unknown][] = []
    if (isPlainObject(raw)) {
      const entries = Object.entries(raw)
      if (entries.length === 0) return fail(here, `${here} has no operator`)
      for (const [op, operand] of entries) {
        if (!Object.hasOwn(operators, op))
          return fail(
            `${here}.${op}`,
            `unknown operator ${op.slice(0, 20)}; use ${Object.keys(operators).join(', ')}`,
          )
        ops.push([op as Operator, operand])
      }
    } else ops.push(['$eq', raw])
    for (const [op, operand] of ops) {
      if (++state.conditions > queryLimits.maxConditions)
        return fail(path, `where may hold at most ${queryLimits.maxConditions} conditions`)
      const built = condition(
        key,
        field.kind,
        op,
        operand,
        op === '$eq' && !isPlainObject(raw) ? here : `${here}.${op}`,
      )
      if (isQueryError(built)) return built
      out.push(built)
    }
  }
  return out
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
    const surround = body.surround
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
    let before = 1
    let after = 1
    if (isPlainObject(surround)) {
      for (const k of Object.keys(surround))
        if (!['key', 'before', 'after'].includes(k))
          return fail('surround', `surround: unknown key ${k.slice(0, 20)}`)
      const b = wholeNumber(surround.before, 'surround.before', 1, 0, queryLimits.maxSurround)
      if (isQueryError(b)) return b
      const a = wholeNumber(surround.after, 'surround.after', 1, 0, queryLimits.maxSurround)
      if (isQueryError(a)) return a
      before = b
      after = a
    }
    query.surround = { key: key as string | number, before, after }
  }
  return query
}
