import { Column, is, sql, type SQL, type Table } from 'drizzle-orm'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The one way around Payload to its database, for the few statements its operations cannot express
 * or would make several times slower: a conditional UPDATE one worker wins (delivery and job claims,
 * a payment's compare-and-set), a submission's single `INSERT … RETURNING`, counts added by an upsert (the Web Vitals' days), narrow reads of many rows
 * (the map's pins), counts grouped by week (the sales charts) and the seed's bulk inserts.
 *
 * Both adapters are drizzle with the same query API but different static types (drizzle's PgDatabase
 * and SQLiteDatabase, tables built from Payload's config at run time, so no column is known to the
 * compiler). The seam therefore shows its own types: a table with the columns a caller names (checked
 * when the table is taken), and a client with only the statements callers use, whose rows have the
 * type the caller declares (`db.select<Row>({ … })`, `.returning<Row>({ … })`).
 */

/** A collection's table, with the columns (drizzle's, by property name) its caller named. */
export type SqlTable<C extends string = never> = Table & { readonly [K in C]: Column }
/** Values to write, by column; a value may be an SQL expression (`sql\`… + 1\``). */
export type SqlValues<C extends string = string> = { readonly [K in C]?: unknown }
/** What a statement reads into each property of the rows it returns. */
export type SqlSelection<Row> = { [K in keyof Row]: Column | SQL }
/** A condition: drizzle's operators (`eq`, `and`, …); `and()` of nothing is undefined. */
export type SqlWhere = SQL | undefined

/** A SELECT's clauses in SQL's order, each at most once (as drizzle's builders allow). */
export interface SqlSelect<Row> extends SqlFiltered<Row> {
  where(condition: SqlWhere): SqlFiltered<Row>
}
export interface SqlFiltered<Row> extends SqlOrdered<Row> {
  groupBy(...groups: SQL[]): SqlOrdered<Row>
  orderBy(...order: SQL[]): SqlOrdered<Row>
}
export interface SqlOrdered<Row> extends Promise<Row[]> {
  limit(count: number): Promise<Row[]>
}
export interface SqlInsert extends Promise<unknown> {
  onConflictDoNothing(): SqlInsert
  /** An upsert: on a row the unique `target` already holds, `set` instead (the daily counts). */
  onConflictDoUpdate(config: { target: Column[]; set: SqlValues }): SqlInsert
  returning<Row>(selection: SqlSelection<Row>): Promise<Row[]>
}
export interface SqlUpdate extends Promise<unknown> {
  returning<Row>(selection: SqlSelection<Row>): Promise<Row[]>
}

/** The statements of drizzle's client that the site uses, the same on both adapters. */
export interface SqlClient {
  select<Row>(selection: SqlSelection<Row>): { from(table: Table): SqlSelect<Row> }
  insert<C extends string>(
    table: SqlTable<C>,
  ): { values(rows: SqlValues<C> | readonly SqlValues<C>[]): SqlInsert }
  update<C extends string>(
    table: SqlTable<C>,
  ): { set(values: SqlValues<C>): { where(condition: SqlWhere): SqlUpdate } }
}

// Both adapters' own clients read as SqlSelect says: the compiler checks it here. (Their INSERT and
// UPDATE values are typed per table by drizzle, which these run-time tables cannot be; the
// integration tests run every statement on both databases.)
type Satisfies<T extends Pick<SqlClient, 'select'>> = T
export type SqlClientsChecked = [
  Satisfies<SQLiteAdapter['drizzle']>,
  Satisfies<PostgresAdapter['drizzle']>,
]

/** What the Payload adapters (SQLite and PostgreSQL) have beneath their public API. */
type DrizzleAdapter = {
  name: string
  // A raw statement: `run` on SQLite, `execute` on PostgreSQL.
  drizzle: SqlClient & {
    run?(statement: SQL): Promise<unknown>
    execute?(statement: SQL): Promise<unknown>
  }
  tables: Record<string, Table | undefined>
  tableNameMap?: Map<string, string>
  sessions?: Record<string | number, { db: SqlClient } | undefined>
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
// the seam reaches under it (and where drizzle's two dialects become the types above).
const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

/** The column of `table` with the property name `name`, if it has one. */
function columnIn(table: Table, name: string): Column | undefined {
  const value: unknown = Reflect.get(table, name)
  return is(value, Column) ? value : undefined
}
export const hasColumn = (table: Table, name: string): boolean => !!columnIn(table, name)

/** A column known only at run time (a registry's field name); throws when the table has none. */
export function sqlColumn(table: Table, name: string): Column {
  const column = columnIn(table, name)
  if (!column) throw new Error(`No SQL column ${name}`)
  return column
}

/**
 * A collection's table (by its slug) with the `columns` the caller uses, and the adapter's client.
 * Throws when the table or one of the columns does not exist (drizzle would leave a misspelt column
 * out of an UPDATE without a word).
 */
export function sqlTable<const C extends string = never>(
  payload: Payload,
  slug: string,
  columns: readonly C[] = [],
): { db: SqlClient; table: SqlTable<C> } {
  const adapter = adapterOf(payload)
  const key = slug.replace(/-/g, '_')
  const table = adapter.tables?.[adapter.tableNameMap?.get(key) ?? key]
  if (!table) throw new Error(`No SQL table for ${slug}`)
  for (const name of columns)
    if (!hasColumn(table, name)) throw new Error(`No column ${name} in ${slug}`)
  return { db: adapter.drizzle, table: table as SqlTable<C> }
}

/**
 * The client of the request's transaction when `req` is in one, so a statement commits or rolls
 * back with Payload's own writes of that request; else the adapter's.
 */
export async function transactionClient(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SqlClient> {
  const adapter = adapterOf(payload)
  const transaction = req?.transactionID ? await req.transactionID : undefined
  return (transaction !== undefined && adapter.sessions?.[transaction]?.db) || adapter.drizzle
}

/** Runs one raw statement (a benchmark's `PRAGMA`, `analyze`, `insert … select`). */
export async function runStatement(payload: Payload, statement: SQL): Promise<void> {
  const { name, drizzle } = adapterOf(payload)
  const run = name === 'postgres' ? drizzle.execute : drizzle.run
  if (!run) throw new Error(`No raw statements on ${name}`)
  await run.call(drizzle, statement)
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
export function weeksSince(payload: Payload, column: Column, since: string): SQL<number> {
  return adapterOf(payload).name === 'postgres'
    ? sql<number>`floor(extract(epoch from (${column} - ${since}::timestamptz)) / 604800)::int`
    : sql<number>`cast((julianday(${column}) - julianday(${since})) / 7 as integer)`
}

/** One round trip to the database; throws when it cannot be reached. */
export async function pingDatabase(payload: Payload): Promise<void> {
  const pool = postgresPool(payload)
  if (pool) await pool.query('select 1')
  else await runStatement(payload, sql`select 1`)
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
