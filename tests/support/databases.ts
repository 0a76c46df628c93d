import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/** The local PostgreSQL server tests use (trust auth); override with TEST_POSTGRES_URL. */
export const postgresServerUrl =
  process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

export async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({
    connectionString: postgresServerUrl,
    connectionTimeoutMillis: 3000,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return (error as Error).message
  } finally {
    await client.end().catch(() => {})
  }
}

export type TestDatabase = { url: string; drop: () => Promise<void> }

/** A brand-new PostgreSQL database on the local server, dropped afterwards. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `evsite_test_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresServerUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(postgresServerUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresServerUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** A temporary SQLite file, deleted afterwards. */
export function createSqliteDatabase(): TestDatabase {
  const file = path.join(
    os.tmpdir(),
    `evsite-test-${Date.now()}-${randomBytes(3).toString('hex')}.db`,
  )
  return {
    url: `file:${file}`,
    drop: async () => {
      await Promise.all(
        ['', '-wal', '-shm', '-journal'].map((suffix) => rm(file + suffix, { force: true })),
      )
    },
  }
}
