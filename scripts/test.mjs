#!/usr/bin/env node
/**
 * `npm test`: the whole suite, exactly what CI runs. Checks the code (types, ESLint with no
 * warnings, Prettier formatting) and runs every Vitest project: unit, integration on SQLite and on
 * PostgreSQL, and the browser projects (e2e, e2e-admin, e2e-settings, e2e-long) in Chromium against
 * the production build, which is built meanwhile. Without a reachable PostgreSQL the PostgreSQL
 * suite is skipped with the reason printed, except in CI, where that is a failure. SKIP_BUILD=1
 * reuses an existing build; `npm test -- --project <name>` runs only the named projects (and builds
 * only for the browser projects).
 */
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { seededTemplate } from './lib/serve.mjs'

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

// `npm test -- --project e2e` runs only the projects named; without any, all of them.
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
  : [
      'unit',
      'integration-sqlite',
      'integration-postgres',
      'e2e',
      'e2e-admin',
      'e2e-settings',
      'e2e-long',
    ]
const browserProjects = projects.filter((p) => p.startsWith('e2e'))
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
mkdirSync('test-results', { recursive: true })

/** Elapsed seconds since the run started, for the timings printed at the end. */
const seconds = () => Math.round((Date.now() - started) / 1000)
const timings = []

/** A child process as a promise of its exit code; `log` sends its output to a file instead. */
function run(command, args, { log, extraEnv } = {}) {
  const begun = Date.now()
  const child = spawn(command, args, {
    stdio: log ? ['ignore', openSync(log, 'w'), openSync(log, 'a')] : 'inherit',
    env: { ...env, ...extraEnv },
  })
  const done = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      const what = [path.basename(command), ...args.filter((a) => !a.startsWith('-'))].join(' ')
      timings.push([what, Math.round((Date.now() - begun) / 1000)])
      resolve(code ?? (signal ? 1 : 0))
    }),
  )
  return { child, done }
}

function stopAndExit(code, children) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}

// The run in two parts, so that the build does not wait behind the integration run:
// 1. the production build, with only short work beside it: the static checks, the unit project and
//    the e2e servers' demo database. (With the integration projects beside it too, the build took
//    over 700 s on two cores instead of about 200, the processor busy throughout either way.)
// 2. once it is built: the integration and browser projects, in two lanes (below).
// The build does not type-check (next.config.ts): `tsc` below is the run's one type check. Its
// output goes to a file, printed when it fails.
const buildLog = 'test-results/build.log'
const needsBuild =
  browserProjects.length > 0 && !(process.env.SKIP_BUILD === '1' && existsSync('.next/BUILD_ID'))
const build = needsBuild
  ? run('node_modules/.bin/next', ['build'], {
      log: buildLog,
      // CI builds a fresh clone once: writing Turbopack's cache for a next build would only delay it.
      extraEnv: { NODE_ENV: 'production', ...(ci ? { NEXT_BUILD_CACHE: 'off' } : {}) },
    })
  : null
if (build) console.log(`Building the production bundle in the background (${buildLog})…`)
// The e2e servers' demo database, seeded meanwhile: servers seeded alike copy it
// (scripts/lib/serve.mjs), and the e2e setup finds the main server's ready.
let seeding = null
if (browserProjects.length) {
  const templates = mkdtempSync(path.join(tmpdir(), 'e2e-seeded-'))
  env.SEED_TEMPLATES = process.env.SEED_TEMPLATES = templates
  process.on('exit', () => rmSync(templates, { recursive: true, force: true }))
  seeding = seededTemplate(templates).catch((error) => error)
}
const running = () => (build ? [build.child] : [])

// Static checks on the whole run only (a run of named projects is someone iterating on a test).
// Types on one core; the generated files, lint, then formatting on the other.
if (!named.length) {
  // The import map and types Payload generates must match its config (scripts/check-generated.mjs).
  const generated = run('node', ['scripts/check-generated.mjs'])
  const checks = [
    ['types', run('node_modules/.bin/tsc', ['--noEmit'])],
    ['generated files', generated],
    [
      'lint and format',
      {
        done: generated.done
          .then(() => run('node_modules/.bin/eslint', ['.', '--max-warnings', '0']).done)
          .then((lint) =>
            lint !== 0
              ? lint
              : run('node_modules/.bin/prettier', ['--check', '--log-level', 'warn', '.']).done,
          ),
      },
    ],
  ]
  for (const [label, check] of checks) {
    const code = await check.done
    if (code !== 0) {
      console.error(
        `The ${label} check failed${label.includes('format') ? ' (npm run format fixes formatting)' : ''}.`,
      )
      stopAndExit(code, running())
    }
  }
  console.log(`Static checks passed (${seconds()} s).`)
}

/**
 * One Vitest run of some projects, with its own JSON report. A file filter may match files of only
 * one of the runs: each may find none, and the run as a whole fails when none found any.
 * `log` sends its output to a file (printed when the run ends) instead of the terminal.
 */
const filtered = otherArgs.some((arg) => !arg.startsWith('-'))
function vitest(names, report, log) {
  return run(
    'node_modules/.bin/vitest',
    [
      'run',
      ...names.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...(filtered ? ['--passWithNoTests'] : []),
      ...otherArgs,
    ],
    { log },
  )
}

// A lane is one Vitest process. Side by side, only the first lane prints as it goes; the others
// write to a file, printed whole when they end, so that the outputs do not interleave.
const reports = []
function lane(names, { label, quiet }) {
  const report = `test-results/vitest-${label}.json`
  const log = quiet ? `test-results/${label}.log` : undefined
  reports.push(report)
  return vitest(names, report, log).done.then((code) => {
    if (log)
      console.log(`\n── ${names.join(', ')} (${seconds()} s) ──\n${readFileSync(log, 'utf8')}`)
    return code
  })
}

// Part 1: the unit project beside the build (it takes seconds).
const unitCode = projects.includes('unit') ? await lane(['unit'], { label: 'unit' }) : 0
if (unitCode !== 0) stopAndExit(unitCode, running())

const ready = (async () => {
  if (build) {
    const code = await build.done
    if (code !== 0) {
      console.error(readFileSync(buildLog, 'utf8'))
      console.error('The production build failed (its output is above).')
      return false
    }
    console.log(`Production build done (${seconds()} s).`)
  }
  const seeded = await seeding
  if (seeded instanceof Error) {
    console.error(seeded.message)
    return false
  }
  return true
})()
if (!(await ready)) stopAndExit(1, running())

// Part 2, once it is built: two lanes side by side, each a few Vitest runs one after the other:
// - integration on PostgreSQL, then the site's flows (`e2e`), then the servers started with other
//   settings and the axe sweep (`e2e-settings`);
// - integration on SQLite, then the back-office flows (`e2e-admin`), then `e2e-long`.
// The processor is busy throughout (a third lane only slowed the other two: 928 s against 930), so
// the lanes are split to end close together: in CI the integration runs took about 215 and 70 s,
// e2e 365, e2e-settings 185, e2e-admin 390 and e2e-long 295. Machines differ by far more than the
// split: a CI run on 2026-11-29 took 325 and 119 s, e2e 1,127, e2e-settings 543, e2e-admin 1,201
// and e2e-long 589, the lanes still ending 86 s apart. `e2e-long` times restarts, draining
// and outages, which a loaded machine upsets: it runs beside one other run only.
// Only the first lane prints as it goes; the other writes to files, printed whole as each run ends.
// TEST_ONE_AT_A_TIME=1 runs every step alone, one after the other.
/** A step of a lane: one Vitest run of the named projects that this run includes. */
const step = (names, label) => {
  const chosen = names.filter((name) => projects.includes(name))
  return chosen.length ? [{ names: chosen, label }] : []
}
let phases = [
  [
    [
      ...step(['integration-postgres'], 'integration-postgres'),
      ...step(['e2e'], 'e2e'),
      ...step(['e2e-settings'], 'e2e-settings'),
    ],
    [
      ...step(['integration-sqlite'], 'integration-sqlite'),
      ...step(['e2e-admin'], 'e2e-admin'),
      ...step(['e2e-long'], 'e2e-long'),
    ],
  ],
]
  .map((lanes) => lanes.filter((steps) => steps.length))
  .filter((lanes) => lanes.length)
if (process.env.TEST_ONE_AT_A_TIME === '1') phases = phases.flat(2).map((one) => [[one]])
const codes = []
for (const lanes of phases) {
  if (lanes.length > 1)
    console.log(
      `Running ${lanes.map((steps) => steps.map((one) => one.names.join(' + ')).join(' then ')).join(', beside ')}…`,
    )
  const laneCodes = await Promise.all(
    lanes.map(async (steps, i) => {
      const mine = []
      for (const { names, label } of steps) mine.push(await lane(names, { label, quiet: i > 0 }))
      return mine
    }),
  )
  codes.push(...laneCodes.flat())
}
let failed = codes.find((code) => code !== 0) ?? 0
// One report for the whole run (test-results/vitest.json), merged from the runs above.
const merged = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }
const testResults = []
let summary = 'no report'
try {
  for (const report of reports) {
    const result = JSON.parse(readFileSync(report, 'utf8'))
    for (const key of Object.keys(merged)) merged[key] += result[key] ?? 0
    testResults.push(...(result.testResults ?? []))
  }
  writeFileSync('test-results/vitest.json', JSON.stringify({ ...merged, testResults }))
  const skipped = merged.numPendingTests + merged.numTodoTests
  summary = `${merged.numPassedTests} passed, ${merged.numFailedTests} failed, ${skipped} skipped`
  if (merged.numPassedTests + merged.numFailedTests + skipped === 0) {
    summary = 'no test matched'
    failed ||= 1
  }
} catch {
  // vitest failed before writing its report; its own output says why
}
console.log(`\nTest run took ${seconds()} s (build included).`)
console.log(timings.map(([what, s]) => `  ${what}: ${s} s`).join('\n'))
console.log(`tests: ${summary}`)
process.exit(failed)
