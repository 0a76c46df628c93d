import type { Where } from 'payload'

import { fail, isPlainObject, isQueryError, type QueryError } from './refusal'
import { queryLimits, type CollectionSpec, type FieldSpec, type Kind } from './whitelist'

/**
 * The `where` of a content query: `{ field: value }` or `{ field: { $op: value } }`, with `$and` /
 * `$or` lists, checked against the collection's filterable fields and turned into Payload's `Where`.
 * Values must fit the field's kind, and the nesting and number of conditions are bounded.
 */
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

export function parseWhere(
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
