import { describe, expect, it } from 'vitest'

import { bearerToken, isInvalid, parsePostListQuery } from './api-request'
import { slugify } from './slug'

const parse = (qs: string) => parsePostListQuery(new URLSearchParams(qs))

describe('GET /api/v1/posts query', () => {
  it('has defaults', () => {
    expect(parse('')).toEqual({ locale: 'en', limit: 10, skip: 0, sort: 'pinned' })
  })
  it('reads every parameter', () => {
    expect(
      parse(
        'locale=ua&limit=5&skip=10&category=company&tag=ocpp&search=%20roaming%20&fixed=true&sort=newest',
      ),
    ).toEqual({
      locale: 'ua',
      limit: 5,
      skip: 10,
      category: 'company',
      tag: 'ocpp',
      search: 'roaming',
      fixed: true,
      sort: 'newest',
    })
  })
  it.each([
    ['locale=de', 'locale'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['skip=-1', 'skip'],
    ['skip=1001', 'skip'],
    ['category=Not%20A%20Slug', 'category'],
    ['tag=a;drop', 'tag'],
    ['fixed=yes', 'fixed'],
    ['sort=title', 'sort'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['page=2', 'page'],
    ['limit=1&limit=2', 'limit'],
  ])('rejects %s', (qs, field) => {
    const result = parse(qs)
    expect(isInvalid(result) && result.field).toBe(field)
  })
})

describe('preview token header', () => {
  it('reads bearer headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def')
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(null)).toBeNull()
  })
})

describe('slugify', () => {
  it('makes Latin slugs from any locale', () => {
    expect(slugify('Roaming with OCPI 2.2.1: what changes?')).toBe(
      'roaming-with-ocpi-2-2-1-what-changes',
    )
    expect(slugify('Зарядка без черги')).toBe('zaryadka-bez-cherhy')
    expect(slugify('Carregamento à noite')).toBe('carregamento-a-noite')
  })
})
