/** A refused query: the body key at fault (`field`, dotted into `where`) and what it must be. */
export type QueryError = { error: string; field: string }

export const fail = (field: string, error: string): QueryError => ({ field, error })

export const isQueryError = (value: unknown): value is QueryError =>
  typeof value === 'object' && value !== null && 'error' in value && 'field' in value

/** A JSON object, not an array, null or anything with another prototype. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype
