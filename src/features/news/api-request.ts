import { isLocale, locales, type Locale } from '@/i18n/locales'

import { postSorts, type PostListQuery, type PostSort } from './model'
import { isSlug } from './slug'

/**
 * What a request to the public read API (`/api/v1/...`) may carry: its query strings, every value
 * checked here before anything reaches the database (a bad one is a 400 naming the field), and a
 * draft's preview token.
 */
export type Invalid = { error: string; field: string }
export const maxLimit = 50
export const maxSkip = 1000
export const maxSearchLength = 100

export function parseLocale(value: string | null): Locale | Invalid {
  if (value === null || value === '') return 'en'
  return isLocale(value)
    ? value
    : { field: 'locale', error: `locale must be one of ${locales.join(', ')}` }
}

function parseInteger(
  value: string | null,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number | Invalid {
  if (value === null || value === '') return fallback
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) {
    return { field, error: `${field} must be a whole number from ${min} to ${max}` }
  }
  return Number(value)
}

export function isInvalid(value: unknown): value is Invalid {
  return typeof value === 'object' && value !== null && 'error' in value && 'field' in value
}

/**
 * `GET /api/v1/posts` query: locale, limit (1–50, 10), skip (0–1000), category, tag, search, fixed,
 * sort.
 */
export function parsePostListQuery(params: URLSearchParams): PostListQuery | Invalid {
  const known = new Set(['locale', 'limit', 'skip', 'category', 'tag', 'search', 'fixed', 'sort'])
  for (const key of params.keys()) {
    if (!known.has(key)) return { field: key, error: `unknown query parameter ${key}` }
  }
  for (const key of known) {
    if (params.getAll(key).length > 1) return { field: key, error: `${key} may be given once` }
  }
  const locale = parseLocale(params.get('locale'))
  if (isInvalid(locale)) return locale
  const limit = parseInteger(params.get('limit'), 'limit', 10, 1, maxLimit)
  if (isInvalid(limit)) return limit
  const skip = parseInteger(params.get('skip'), 'skip', 0, 0, maxSkip)
  if (isInvalid(skip)) return skip
  const query: PostListQuery = { locale, limit, skip, sort: 'pinned' }
  for (const field of ['category', 'tag'] as const) {
    const value = params.get(field)
    if (value === null || value === '') continue
    if (!isSlug(value))
      return { field, error: `${field} must be a slug (lowercase letters, digits, hyphens)` }
    query[field] = value
  }
  const search = params.get('search')
  if (search !== null && search.trim() !== '') {
    if (search.length > maxSearchLength)
      return { field: 'search', error: `search must be at most ${maxSearchLength} characters` }
    query.search = search.trim()
  }
  const fixed = params.get('fixed')
  if (fixed !== null && fixed !== '') {
    if (fixed !== 'true' && fixed !== 'false')
      return { field: 'fixed', error: 'fixed must be true or false' }
    query.fixed = fixed === 'true'
  }
  const sort = params.get('sort')
  if (sort !== null && sort !== '') {
    if (!postSorts.includes(sort as PostSort))
      return { field: 'sort', error: `sort must be one of ${postSorts.join(', ')}` }
    query.sort = sort as PostSort
  }
  return query
}

/** Only `locale` is accepted by the list endpoints of categories, tags and dictionary values. */
export function parseLocaleOnly(params: URLSearchParams, extra: string[] = []): Locale | Invalid {
  for (const key of params.keys()) {
    if (key !== 'locale' && !extra.includes(key))
      return { field: key, error: `unknown query parameter ${key}` }
  }
  return parseLocale(params.get('locale'))
}

/** The preview token of an `Authorization: Bearer …` header (a draft's preview, see routes.ts). */
export function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null
  return match?.[1] ?? null
}
