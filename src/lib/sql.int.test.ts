import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'

import { testPayload } from '../../tests/support/payload'
import { sqlColumn, sqlTable } from './sql'

it('names the columns a statement uses, and refuses one the table does not have (drizzle would leave it out of an UPDATE without a word)', async () => {
  const payload = await testPayload()
  expect(() => sqlTable(payload, 'users', ['id', 'lastActiveAtt'])).toThrow(
    'No column lastActiveAtt in users',
  )
  expect(() => sqlTable(payload, 'no-such-collection')).toThrow(
    'No SQL table for no-such-collection',
  )
  const { db, table } = sqlTable(payload, 'map-state', ['key', 'counter', 'createdAt', 'updatedAt'])
  expect(() => sqlColumn(table, 'nope')).toThrow('No SQL column nope')
  const now = new Date().toISOString()
  await db
    .insert(table)
    .values({ key: 'sql-seam', counter: 41, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
  const [row] = await db
    .update(table)
    .set({ counter: 42 })
    .where(eq(table.key, 'sql-seam'))
    .returning<{ counter: number | string }>({ counter: table.counter })
  expect(Number(row?.counter)).toBe(42)
})
