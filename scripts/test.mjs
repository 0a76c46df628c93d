#!/usr/bin/env node
/**
 * `npm test`: the whole suite, exactly what CI runs. Checks the code first (types, ESLint with no
 * warnings, Prettier formatting), then builds the production bundle and runs every Vitest project:
 * unit, integration on SQLite and on PostgreSQL, and e2e in Chromium. Without a reachable
 * PostgreSQL the PostgreSQL suite is skipped with the reason printed, except in CI, where that is a
 * failure. SKIP_BUILD=1 reuses an existing build; `npm test -- --project <name>` runs only the
 * named projects (and builds only for e2e).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const started = Date.now()
const ci = process.env.CI === 'true' || process.env.CI === '1'

const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
async function postgresProblem() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return error.message || String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

// `npm test -- --project e2e` runs only the projects named; without any, all four.
const userArgs = process.argv.slice(2)
const named = userArgs.flatMap((arg, i) =>
  arg === '--project' ? [userArgs[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
)
const otherArgs = userArgs.filter(
  (arg, i) =>
    arg !== '--project' && userArgs[i - 1] !== '--project' && !arg.startsWith('--project='),
)
const projects = named.length
  ? named
  : ['unit', 'integration-sqlite', 'integration-postgres', 'e2e']
const problem = projects.includes('integration-postgres') ? await postgresProblem() : null
if (problem) {
  if (ci) {
    console.error(`PostgreSQL at ${postgresUrl} is not reachable (${problem}); CI requires it.`)
    process.exit(1)
  }
  console.warn(
    `SKIPPING the PostgreSQL integration suite: ${postgresUrl} is not reachable (${problem}).`,
  )
  projects.splice(projects.indexOf('integration-postgres'), 1)
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

// Static checks on the whole run only (a run of named projects is someone iterating on a test).
if (!named.length) {
  for (const [label, command, args] of [
    ['types', 'node_modules/.bin/tsc', ['--noEmit']],
    ['lint', 'node_modules/.bin/eslint', ['.', '--max-warnings', '0']],
    ['format', 'node_modules/.bin/prettier', ['--check', '--log-level', 'warn', '.']],
  ]) {
    const check = spawnSync(command, args, { stdio: 'inherit', env })
    if (check.status !== 0) {
      console.error(
        `The ${label} check failed${label === 'format' ? ' (npm run format fixes it)' : ''}.`,
      )
      process.exit(check.status ?? 1)
    }
  }
}
if (projects.includes('e2e') && !(process.env.SKIP_BUILD === '1' && existsSync('.next/BUILD_ID'))) {
  const build = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

mkdirSync('test-results', { recursive: true })
const report = 'test-results/vitest.json'
const args = [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...otherArgs,
]
const vitest = spawnSync('node_modules/.bin/vitest', args, { stdio: 'inherit', env })

let summary = 'no report'
try {
  const result = JSON.parse(readFileSync(report, 'utf8'))
  const skipped = result.numPendingTests + result.numTodoTests
  summary = `${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`
} catch {
  // vitest failed before writing its report; its own output says why
}
console.log(`\nTest run took ${((Date.now() - started) / 1000).toFixed(0)} s (build included).`)
console.log(`tests: ${summary}`)
process.exit(vitest.status ?? 1)
