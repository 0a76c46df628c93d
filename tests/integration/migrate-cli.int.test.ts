import { spawn } from 'node:child_process'

import { expect, it } from 'vitest'

import { createPostgresDatabase, createSqliteDatabase } from '../support/databases'

/**
 * `npm run migrate` takes the same lock as a booting server: two runs started together on an empty
 * database both succeed (one migrates, the other waits and then finds nothing to do).
 */
function npmRunMigrate(databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'migrate'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: 'migrate-cli-test-secret-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

it(
  'two concurrent `npm run migrate` on an empty database both succeed',
  { timeout: 240_000 },
  async () => {
    // A database of its own (not the file's shared one): it must be empty when both runs start.
    const database =
      process.env.TEST_DATABASE === 'postgres'
        ? await createPostgresDatabase()
        : createSqliteDatabase()
    try {
      const runs = await Promise.all([npmRunMigrate(database.url), npmRunMigrate(database.url)])
      for (const run of runs) {
        expect(run.output).toContain('migrations: up to date')
        expect(run.code, run.output).toBe(0)
      }
      // The config reads DATABASE_URL when it is first imported: point it at this database first.
      process.env.DATABASE_URL = database.url
      const [{ getPayload }, { default: config }, { migrationsFor }] = await Promise.all([
        import('payload'),
        import('@payload-config'),
        import('@/migrations'),
      ])
      const payload = await getPayload({ config, key: 'migrate-cli-check' })
      const { totalDocs } = await payload.find({ collection: 'payload-migrations', limit: 0 })
      expect(totalDocs).toBe(migrationsFor(database.url).length)
      ;(payload.db as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
        'error',
        () => {},
      )
      await payload.db.destroy?.()
    } finally {
      await database.drop()
    }
  },
)
