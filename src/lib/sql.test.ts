import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './sql'

const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into …'), { cause })

describe('a database that cannot be reached', () => {
  it('is told by the driver’s codes and messages, through the errors drizzle and Payload wrap them in', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
      ),
    ).toBe(true)
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      ),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })),
      ),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(
        new AggregateError([
          new Error('x'),
          Object.assign(new Error('y'), { code: 'ECONNREFUSED' }),
        ]),
      ),
    ).toBe(true)
  })

  it('is not any other failure: a constraint, a bad query, a bug', () => {
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' })),
      ),
    ).toBe(false)
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))),
    ).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    const loop: { cause?: unknown } = {}
    loop.cause = loop
    expect(isDatabaseUnavailable(loop)).toBe(false)
  })
})
