/**
 * Vitest global setup of the integration projects: the checked-in migrations run once per run, into
 * a template database, instead of once per test file. Each file then gets a copy of the template
 * (tests/support/database-per-file.ts): a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL, both a fraction of a second where migrating took seconds. The migration runs as
 * `npm run migrate` does (scripts/migrate.mjs, its own process), so it is the same path a
 * deployment takes; a file still calls `migrate` on its copy, which finds nothing to do.
 */
import { spawn } from 'node:child_process'

import type { TestProject } from 'vitest/node'

import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each integration test file copies (its URL). */
    databaseTemplate: string
  }
}

function migrate(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(process.execPath, ['scripts/migrate.mjs'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef',
        // Schema only: each test seeds what it needs.
        SEED_DEMO_CONTENT: 'false',
      },
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Migrating the template database failed (${code}):\n${output}`)),
    )
  })
}

export default async function setup(project: TestProject) {
  const postgres = project.config.env?.TEST_DATABASE === 'postgres'
  const template: TestDatabase = postgres
    ? await createPostgresDatabase('evsite_template')
    : createSqliteDatabase('evsite-template')
  try {
    await migrate(template.url)
  } catch (error) {
    await template.drop()
    throw error
  }
  project.provide('databaseTemplate', template.url)
  return () => template.drop()
}
