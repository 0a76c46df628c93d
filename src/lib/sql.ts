import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The one way around Payload to its database, for the few statements its operations cannot express
 * or would make several times slower: a conditional UPDATE one worker wins (delivery and job claims,
 * a payment's compare-and-set), a submission's single `INSERT … RETURNING`, narrow reads of many rows
 * (the map's pins), counts grouped by week (the sales charts) and the seed's bulk inserts. Both
 * adapters are drizzle with the same query API but different static types, so tables and clients
 * are typed loosely here, once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDrizzle = any

/** What the Payload adapters (SQLite and PostgreSQL) have beneath their public API. */
type DrizzleAdapter = {
  name: string
  drizzle: AnyDrizzle
  tables: Record<string, AnyDrizzle>
  tableNameMap?: Map<string, string>
  sessions?: Record<string | number, { db: AnyDrizzle }>
  pool?: PostgresPool
}

/** node-postgres' pool, as far as the site uses it (locks, health, metrics). */
export type PostgresPool = {
  connect(): Promise<{ query(sql: string, params?: unknown[]): Promise<unknown>; release(): void }>
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  on(event: 'error', listener: (error: Error) => void): unknown
  totalCount: number
  idleCount: number
  waitingCount: number
}

// Payload types `db` as its adapter interface, which does not show drizzle beneath: the one place
// the seam reaches under it.
const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

/** A collection's table (by its slug) and the adapter's drizzle client. */
export function sqlTable(payload: Payload, slug: string): { db: AnyDrizzle; table: AnyDrizzle } {
  const adapter = adapterOf(payload)
  const key = slug.replace(/-/g, '_')
  const table = adapter.tables?.[adapter.tableNameMap?.get(key) ?? key]
  if (!table) throw new Error(`No SQL table for ${slug}`)
  return { db: adapter.drizzle, table }
}

/**
 * The drizzle client of the request's transaction when `req` is in one, so a statement commits or
 * rolls back with Payload's own writes of that request; else the adapter's.
 */
export async function transactionClient(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<AnyDrizzle> {
  const adapter = adapterOf(payload)
  const transaction = req?.transactionID ? await req.transactionID : undefined
  return (transaction !== undefined && adapter.sessions?.[transaction]?.db) || adapter.drizzle
}

/** The PostgreSQL pool, or null on SQLite. */
export function postgresPool(payload: Payload): PostgresPool | null {
  const adapter = adapterOf(payload)
  return adapter.name === 'postgres' && adapter.pool ? adapter.pool : null
}

/**
 * How many whole weeks a timestamp column is after `since` (an ISO time), in the adapter's SQL: for
 * reports that count rows per week in the database (the sales dashboard's charts). Plain arithmetic
 * on the stored time, cheaper per row than formatting a date.
 */
export function weeksSince(payload: Payload, column: AnyDrizzle, since: string): SQL<number> {
  return adapterOf(payload).name === 'postgres'
    ? sql<number>`floor(extract(epoch from (${column} - ${since}::timestamptz)) / 604800)::int`
    : sql<number>`cast((julianday(${column}) - julianday(${since})) / 7 as integer)`
}

/** One round trip to the database; throws when it cannot be reached. */
export async function pingDatabase(payload: Payload): Promise<void> {
  const pool = postgresPool(payload)
  if (pool) await pool.query('select 1')
  else await adapterOf(payload).drizzle.run(sql`select 1`)
}

/** Names of `migrations` the database has not run yet (it records each one it ran). */
export async function pendingMigrations(
  payload: Payload,
  migrations: readonly { name: string }[],
): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { name: true },
  })
  const ran = new Set(docs.map((doc) => doc.name))
  return migrations.map((m) => m.name).filter((name) => !ran.has(name))
}

/**
 * Error codes of a database that cannot be reached now (node's sockets, PostgreSQL's SQLSTATEs).
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
])
const unavailableMessages =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH)\b|Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|cannot connect to Postgres|database is locked|the database system is (starting up|shutting down)/i

/**
 * Whether an error means the database cannot be reached right now (a restart, a network cut, a lock
 * held too long): the request should be refused with 503 and tried again, rather than answered 500.
 * Looks through the causes drizzle and Payload wrap driver errors in.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (
    typeof code === 'string' &&
    (unavailableCodes.has(code) || /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/.test(code))
  )
    return true
  if (typeof message === 'string' && unavailableMessages.test(message)) return true
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
