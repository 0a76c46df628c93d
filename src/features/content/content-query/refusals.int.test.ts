import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/support/payload'
import { query, seedQueriedContent } from './fixtures.testing'

/** What the content query refuses: a 400 naming the key, never a 5xx, whatever the body. */

beforeAll(async () => {
  await seedQueriedContent(await testPayload())
})

/** Bodies refused, with the key the error names. */
const refused: [unknown, string][] = [
  [{ collection: 'posts', where: { searchText: 'x' } }, 'where.searchText'],
  [{ collection: 'posts', where: { _status: 'draft' } }, 'where._status'],
  [{ collection: 'posts', where: { content: 'x' } }, 'where.content'],
  [{ collection: 'posts', where: { title: { $regex: '.*' } } }, 'where.title.$regex'],
  [{ collection: 'posts', where: { title: { like: 'x' } } }, 'where.title.like'],
  [{ collection: 'posts', where: { title: { $gt: 'a' } } }, 'where.title.$gt'],
  [{ collection: 'posts', where: { fixed: 'yes' } }, 'where.fixed'],
  [{ collection: 'posts', where: { publishedAt: { $lt: 'yesterday' } } }, 'where.publishedAt.$lt'],
  [
    {
      collection: 'posts',
      where: { tags: { $in: Array.from({ length: 51 }, (_, i) => i + 1) } },
    },
    'where.tags.$in',
  ],
  [
    { collection: 'posts', where: { $and: [{ $and: [{ $and: [{ $and: [{ url: 'x' }] }] }] }] } },
    'where.$and[0].$and[0].$and[0]',
  ],
  [{ collection: 'posts', sortBy: 'searchText' }, 'sortBy'],
  [{ collection: 'posts', sortBy: [{ title: 'up' }] }, 'sortBy'],
  [{ collection: 'posts', only: ['searchText'] }, 'only'],
  [{ collection: 'posts', without: ['id'] }, 'without'],
  [{ collection: 'posts', limit: 51 }, 'limit'],
  [{ collection: 'posts', limit: 0 }, 'limit'],
  [{ collection: 'posts', skip: 1001 }, 'skip'],
  [{ collection: 'posts', skip: 1.5 }, 'skip'],
  [{ collection: 'posts', search: 'x'.repeat(101) }, 'search'],
  [{ collection: 'posts', locale: 'de' }, 'locale'],
  [{ collection: 'posts', deep: 'yes' }, 'deep'],
  [{ collection: 'posts', surround: 5 }, 'surround'],
  [{ collection: 'faq', surround: 'abc' }, 'surround'],
  [{ collection: 'posts', page: 2 }, 'page'],
]

// The fuzz test's bodies: every key the query takes, usually plausible and sometimes hostile.
const fieldName = fc.constantFrom(
  'url',
  'title',
  'fixed',
  'publishedAt',
  'tags',
  'category',
  'id',
  'order',
  'name',
  'slug',
  'x',
  '$and',
  '$or',
  '__proto__',
)
const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
)
const operand = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(
    fc.constantFrom(
      '$eq',
      '$ne',
      '$in',
      '$nin',
      '$gt',
      '$gte',
      '$lt',
      '$lte',
      '$contains',
      '$exists',
      'equals',
    ),
    scalar,
    { maxKeys: 2 },
  ),
)
const hostileWhere = fc.letrec((tie) => ({
  node: fc.dictionary(
    fieldName,
    fc.oneof({ depthSize: 'small' }, operand, fc.array(tie('node'), { maxLength: 2 })),
    { maxKeys: 3 },
  ),
})).node
// Each key is usually plausible (so queries reach the database) and sometimes hostile.
const either = <T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: hostile, weight: 1 })
const validWhere = fc.oneof(
  fc.record({ id: fc.integer({ min: 1, max: 9 }) }),
  fc.record({
    updatedAt: fc.record({
      $gte: fc
        .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString()),
    }),
  }),
  fc.record({
    $or: fc.array(
      fc.record({
        id: fc.record({
          $in: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
        }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  }),
)
const fuzzBody = fc.record(
  {
    collection: either(
      fc.constantFrom(
        'posts',
        'tags',
        'post-categories',
        'faq',
        'team',
        'testimonials',
        'packages',
        'partner-slides',
        'purchase-rules',
        'terms',
      ),
      fc.constantFrom('users', 1, null),
    ),
    locale: either(fc.constantFrom('en', 'my', 'pt', 'ua'), fc.constantFrom('xx', 3)),
    deep: either(fc.boolean(), scalar),
    text: either(fc.boolean(), scalar),
    only: either(
      fc.subarray(['title', 'id']),
      fc.oneof(fc.array(fieldName, { maxLength: 4 }), scalar),
    ),
    without: either(
      fc.subarray(['updatedAt']),
      fc.oneof(fc.array(fieldName, { maxLength: 4 }), scalar),
    ),
    sortBy: either(
      fc.constantFrom('id', '-id', 'updatedAt'),
      fc.oneof(
        fieldName,
        fc.array(
          fc.oneof(
            fieldName,
            fc.dictionary(fieldName, fc.constantFrom('asc', 'desc', 'x'), { maxKeys: 1 }),
          ),
          { maxLength: 4 },
        ),
        scalar,
      ),
    ),
    where: either(validWhere, fc.oneof(hostileWhere, scalar)),
    search: either(fc.string({ maxLength: 12 }), scalar),
    surround: either(
      fc.constantFrom('first-post', 'third-post'),
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.integer(),
        fc.record({ key: scalar, before: fc.integer({ min: -1, max: 7 }), after: scalar }),
      ),
    ),
    limit: either(
      fc.integer({ min: 1, max: 50 }),
      fc.oneof(fc.integer({ min: -2, max: 60 }), scalar),
    ),
    skip: either(
      fc.integer({ min: 0, max: 5 }),
      fc.oneof(fc.integer({ min: -2, max: 1200 }), scalar),
    ),
  },
  { requiredKeys: ['collection'] },
)

describe('POST /api/v1/content/query refusals', () => {
  it.each(refused)('400 for %j', async (body, field) => {
    const result = await query(body)
    expect(result.status).toBe(400)
    expect(result.body.error).toMatchObject({ code: 'bad_request', field })
  })

  it('400 for bodies that are not a JSON object', async () => {
    for (const [body, type] of [
      ['[]', 'application/json'],
      ['not json', 'application/json'],
      ['null', 'application/json'],
      ['{"collection":"posts"}', 'text/plain'],
    ] as const) {
      expect((await query(body, type)).status, body).toBe(400)
    }
    const large = await query(JSON.stringify({ collection: 'posts', search: 'x'.repeat(20_000) }))
    expect(large.status).toBe(413)
  })

  it('never answers 5xx to arbitrary bodies (fuzz)', async () => {
    let ok = 0
    await fc.assert(
      fc.asyncProperty(fuzzBody, async (value) => {
        const { status } = await query(value)
        expect([200, 400]).toContain(status)
        if (status === 200) ok++
      }),
      { numRuns: 300, seed: 20261123 },
    )
    // The generator must reach the database sometimes, not only the validator.
    expect(ok).toBeGreaterThan(5)
  })
})
