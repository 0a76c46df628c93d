/**
 * Gives each integration test file a fresh, migrated database of the project's kind
 * (TEST_DATABASE=sqlite|postgres) before the file imports the Payload config: a copy of the
 * template the run migrated once (tests/support/database-template.ts), or for a file named
 * `*.demo.int.test.ts`, a copy of that template with the demo content seeded once per run.
 *
 * The files of a project share one worker (`isolate: false` in vitest.config.ts): Payload, Next
 * and the database drivers are loaded once instead of once per file, which was most of the run's
 * time. So that a file still starts as if alone, this runs before each file and first puts back
 * what the file before may have changed (`freshStart`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, expect, inject } from 'vitest'

import { newDemoPasswordEnv } from '../../scripts/lib/demo-accounts.mjs'
import { seededTemplate } from '../../scripts/lib/serve.mjs'

import {
  copySqliteDatabase,
  createPostgresDatabase,
  migrateDatabase,
  type TestDatabase,
} from './databases'
import { freshStart } from './fresh-start'

type Seeded = { url: string; passwords: Record<string, string> }

freshStart()

/**
 * The seeded template of this run, made by the first file that asks (files of a project run one at
 * a time). SQLite's is the one the production servers of `npm test` copy (scripts/lib/serve.mjs),
 * when that run made one already.
 */
async function seededDatabase(postgres: boolean, migrated: string): Promise<Seeded> {
  const dir = inject('seededTemplates')
  if (!postgres) {
    const { file, passwords } = await seededTemplate(process.env.SEED_TEMPLATES || dir)
    return { url: `file:${file}`, passwords }
  }
  const made = path.join(dir, 'postgres.json')
  if (existsSync(made)) return JSON.parse(readFileSync(made, 'utf8')) as Seeded
  const database = await createPostgresDatabase('voltra_seeded', migrated)
  const passwords = newDemoPasswordEnv()
  await migrateDatabase(database.url, { SEED_DEMO_CONTENT: 'true', ...passwords })
  const seeded = { url: database.url, passwords }
  writeFileSync(made, JSON.stringify(seeded))
  return seeded
}

const postgres = process.env.TEST_DATABASE === 'postgres'
const demo = /\.demo\.int\.test\.ts$/.test(expect.getState().testPath ?? '')
const migrated = inject('databaseTemplate')
const seeded = demo ? await seededDatabase(postgres, migrated) : null
const template = seeded?.url ?? migrated
const database: TestDatabase = postgres
  ? await createPostgresDatabase('voltra_test', template)
  : await copySqliteDatabase(template)
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET ||= 'test-secret-0123456789abcdef'
process.env.SITE_URL ||= 'http://localhost:3000'
// The demo accounts' passwords: those the demo content was seeded with, else fresh ones per file,
// as `npm start` generates them. Tests that log in read them from here.
for (const [name, value] of Object.entries(seeded?.passwords ?? newDemoPasswordEnv()))
  process.env[name] = seeded ? value : (process.env[name] ?? value)
// Payments run on the built-in test provider, chosen explicitly as everywhere (it moves no money).
process.env.PAYMENTS_PROVIDER ||= 'test'

afterAll(async () => {
  const { testPayloadClose } = await import('./payload')
  await testPayloadClose()
  await database.drop()
})
