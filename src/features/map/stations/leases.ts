import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlTable } from '@/lib/sql'

/** Leases in `map-state` rows: one holder at a time across instances (the scheduled OCPI pull). */
/**
 * Takes (or renews) the lease `key` for `ms` when it is free, expired or already ours, with one
 * conditional UPDATE that only one instance can win. Returns whether we hold it.
 */
export async function takeLease(
  payload: Payload,
  key: string,
  holder: string,
  ms: number,
): Promise<boolean> {
  const { db, table } = sqlTable(payload, 'map-state', [
    'key',
    'counter',
    'holder',
    'leaseUntil',
    'createdAt',
    'updatedAt',
  ])
  const now = new Date()
  const iso = now.toISOString()
  await db
    .insert(table)
    .values({ key, counter: 0, createdAt: iso, updatedAt: iso })
    .onConflictDoNothing()
  const won = await db
    .update(table)
    .set({ holder, leaseUntil: new Date(now.getTime() + ms).toISOString(), updatedAt: iso })
    .where(
      and(
        eq(table.key, key),
        or(isNull(table.leaseUntil), lt(table.leaseUntil, iso), eq(table.holder, holder)),
      ),
    )
    .returning<{ key: string }>({ key: table.key })
  return won.length > 0
}

export async function releaseLease(payload: Payload, key: string, holder: string): Promise<void> {
  const { db, table } = sqlTable(payload, 'map-state', ['key', 'holder', 'leaseUntil'])
  await db
    .update(table)
    .set({ leaseUntil: null })
    .where(and(eq(table.key, key), eq(table.holder, holder)))
}
