/**
 * Vitest global setup of the integration projects: the checked-in migrations run once per run, into
 * a template database, instead of once per test file. Each file then gets a copy of the template
 * (tests/support/database-per-file.ts): a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL, both a fraction of a second where migrating took seconds. The migration runs as
 * `npm run migrate` does (scripts/migrate.mjs, its own process), so it is the same path a
 * deployment takes; a file still calls `migrate` on its copy, which finds nothing to do.
 *
 * Files named `*.demo.int.test.ts` check or use the demo content: they get a copy of a second
 * template, the migrated one with the demo seed run once into it (tests/support/database-per-file.ts
 * makes it when the first such file asks, in the folder provided here), instead of seeding their
 * own copy (half a minute each, images included).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import {
  createPostgresDatabase,
  createSqliteDatabase,
  dropPostgresDatabase,
  migrateDatabase,
  type TestDatabase,
} from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each integration test file copies (its URL). */
    databaseTemplate: string
    /** Where the seeded template of this run is described once made (see database-per-file). */
    seededTemplates: string
  }
}

export default async function setup(project: TestProject) {
  const postgres = project.config.env?.TEST_DATABASE === 'postgres'
  const template: TestDatabase = postgres
    ? await createPostgresDatabase('voltra_template')
    : createSqliteDatabase('voltra-template')
  try {
    await migrateDatabase(template.url)
  } catch (error) {
    await template.drop()
    throw error
  }
  project.provide('databaseTemplate', template.url)
  const seeded = mkdtempSync(path.join(tmpdir(), 'voltra-seeded-'))
  project.provide('seededTemplates', seeded)
  return async () => {
    await template.drop()
    // A PostgreSQL seeded template is a database of the server: dropped with the run.
    const made = path.join(seeded, 'postgres.json')
    if (existsSync(made)) {
      const { url } = JSON.parse(readFileSync(made, 'utf8')) as { url: string }
      await dropPostgresDatabase(url)
    }
    rmSync(seeded, { recursive: true, force: true })
  }
}
