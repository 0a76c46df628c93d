import { eq, inArray, sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { processState } from '@/lib/process-state'
import { sqlTable, transactionClient } from '@/lib/sql'

/**
 * The version of the published map data, in two `map-state` counters every process and instance
 * reads: `stations` goes up with each change of a station or tariff, in the change's transaction
 * (pins then sync the changed rows); `stations:resets` when rows went away or arrived around
 * Payload's hooks (every process reloads). Reading both is one lookup by a unique key.
 */
export const changesKey = 'stations'
export const resetsKey = 'stations:resets'

async function increment(
  payload: Payload,
  key: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  // In the request's transaction when there is one, so a bump commits with the change.
  const db = await transactionClient(payload, req)
  const { table } = sqlTable(payload, 'map-state', ['key', 'counter', 'createdAt', 'updatedAt'])
  const now = new Date().toISOString()
  const bump = () =>
    db
      .update(table)
      .set({ counter: sql`coalesce(${table.counter}, 0) + 1`, updatedAt: now })
      .where(eq(table.key, key))
      .returning<{ counter: number | string | null }>({ counter: table.counter })
  if ((await bump()).length) return
  await db
    .insert(table)
    .values({ key, counter: 0, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
  await bump()
}

const local = processState('map.version', (): { checkedAt?: number } => ({}))

/** This process changed something: the next request looks at the counters at once. */
function recheckSoon() {
  local.checkedAt = 0
}

type HookArgs = { req: PayloadRequest } | Payload

const split = (from: HookArgs): [Payload, Partial<PayloadRequest> | undefined] =>
  'req' in from && from.req ? [from.req.payload, from.req] : [from as Payload, undefined]

/**
 * A station or tariff changed (call from hooks with `{ req }`, or with `payload` outside a
 * request).
 */
export async function bumpStationsVersion(from: HookArgs): Promise<void> {
  const [payload, req] = split(from)
  await increment(payload, changesKey, req)
  recheckSoon()
}

/** Rows went away or were written around Payload's hooks: every process reloads its pins. */
export async function resetStationsVersion(from: HookArgs): Promise<void> {
  const [payload, req] = split(from)
  await increment(payload, resetsKey, req)
  await increment(payload, changesKey, req)
  recheckSoon()
}

export type StationsVersion = { changes: number; resets: number }

/** Both counters, read in one query. */
export async function readStationsVersion(payload: Payload): Promise<StationsVersion> {
  const { db, table } = sqlTable(payload, 'map-state', ['key', 'counter'])
  const rows = await db
    .select<{ key: string; counter: number | string | null }>({
      key: table.key,
      counter: table.counter,
    })
    .from(table)
    .where(inArray(table.key, [changesKey, resetsKey]))
  const of = (key: string) => Number(rows.find((r) => r.key === key)?.counter ?? 0)
  return { changes: of(changesKey), resets: of(resetsKey) }
}

export const versionString = (v: StationsVersion) => `${v.resets}.${v.changes}`

/** When this process last read the counters (findStations.ts throttles on it; bumps reset it). */
export function versionCheckedAt(): number {
  return local.checkedAt ?? 0
}
export function markVersionChecked(at = Date.now()): void {
  local.checkedAt = at
}
