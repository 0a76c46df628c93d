#!/usr/bin/env node
/**
 * `npm run migrate:create -- <name>`: after changing collections, writes the migration for BOTH
 * adapters (src/migrations/sqlite and src/migrations/postgres). The PostgreSQL one is diffed on a
 * scratch database of the local server, created and dropped here.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { payloadCli } from './lib/payload-cli.mjs'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
process.chdir(path.resolve(import.meta.dirname, '..'))
const server = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const scratch = `voltra_migrations_${Date.now()}`

const count = (adapter) =>
  readdirSync(`src/migrations/${adapter}`).filter((f) => f.endsWith('.ts')).length

function create(adapter, env) {
  const before = count(adapter)
  const result = spawnSync(process.execPath, [...payloadCli, 'migrate:create', name], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (count(adapter) === before)
    console.warn(
      `No ${adapter} migration written: no schema change, or Payload declined (see above).`,
    )
}

const scratchFile = 'data/migrations-scratch.db'
rmSync(scratchFile, { force: true })
create('sqlite', { DATABASE_URL: `file:./${scratchFile}` })
rmSync(scratchFile, { force: true })
const admin = new pg.Client({ connectionString: server })
await admin.connect()
await admin.query(`create database ${scratch}`)
try {
  const url = new URL(server)
  url.pathname = `/${scratch}`
  create('postgres', { DATABASE_URL: url.toString() })
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`)
  await admin.end()
}
