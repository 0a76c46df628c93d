#!/usr/bin/env node
/**
 * `npm run bench -- --start`: a newcomer's first start, and the floor beside it (docs/performance.md,
 * "The first start"). In one sitting, each on a fresh clone of this checkout's HEAD whose
 * node_modules is a hard-linked copy of this one (what `npm install` leaves, without the download):
 * 1. `npm start` until /en answers 200 with the demo content (build, migration and seed included);
 * 2. with BENCH_BLANK_TEMPLATE=<templates/blank of a Payload checkout>, Payload's blank template
 *    built with the same node_modules (the SQLite adapter in place of MongoDB, the MCP plugin and
 *    the template's own tests left out as this project does not install their packages: nothing
 *    else changed);
 * 3. with `--parts`, `next build` with one part of the site switched off at a time (the back office,
 *    the map and chart libraries), each beside a full build.
 * Writes bench/reports/start-<time>.md. The machine should be quiet: every figure is a wall time.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from './lib/serve.mjs'

const root = path.resolve(import.meta.dirname, '..')
const scratch = mkdtempSync(path.join(tmpdir(), 'voltra-start-'))
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }))

/** A fresh clone of HEAD with this checkout's packages, hard-linked. */
function freshClone(name) {
  const dir = path.join(scratch, name)
  spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' })
  linkPackages(dir)
  return dir
}

function linkPackages(dir) {
  spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
}

/** Runs a command in its own process group; resolves with its output once `until` says so. */
function timed(command, args, { cwd, env, until }) {
  const started = Date.now()
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, CI: '', NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  return Promise.race([
    until(exited).then(() => ({ seconds: (Date.now() - started) / 1000, output })),
    exited.then((code) => {
      if (until !== untilExit) throw new Error(`${command} ended (${code}):\n${output}`)
      if (code !== 0) throw new Error(`${command} failed (${code}):\n${output}`)
      return { seconds: (Date.now() - started) / 1000, output }
    }),
  ]).finally(() => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  })
}

const untilExit = (exited) => exited.then(() => new Promise(() => {}))
const compiled = (output) => /Compiled successfully in ([\d.]+\s?m?s|[\d.]+min)/.exec(output)?.[1]

function build(cwd, env = {}) {
  rmSync(path.join(cwd, '.next'), { recursive: true, force: true })
  return timed('node_modules/.bin/next', ['build'], {
    cwd,
    env: { NODE_ENV: 'production', NEXT_BUILD_CACHE: 'off', ...env },
    until: untilExit,
  })
}

async function firstStart() {
  const dir = freshClone('start')
  const port = await freePort()
  const answers = async () => {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/en`)
        .then((r) => r.status)
        .catch(() => 0)
      if (status === 200) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return timed(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: { PORT: String(port) },
    until: answers,
  })
}

async function blankTemplate(template) {
  const dir = path.join(scratch, 'blank')
  cpSync(template, dir, { recursive: true })
  // The template's own tests are not part of its app, and their runner (@playwright/test) is not
  // installed here: left out, or the build's type check fails on them.
  for (const name of ['tests', 'playwright.config.ts', 'vitest.config.mts', 'vitest.setup.ts'])
    rmSync(path.join(dir, name), { recursive: true, force: true })
  const config = path.join(dir, 'src/payload.config.ts')
  const source = readFileSync(config, 'utf8')
    .replace(
      /import \{ mongooseAdapter \} from '@payloadcms\/db-mongodb'/,
      "import { sqliteAdapter } from '@payloadcms/db-sqlite'",
    )
    .replace(
      /db: mongooseAdapter\(\{[^}]*\}\),/,
      "db: sqliteAdapter({ client: { url: 'file:./blank.db' } }),",
    )
    .replace(/import \{ mcpPlugin \} from '@payloadcms\/plugin-mcp'\n/, '')
    .replace(/plugins: \[mcpPlugin\(\{\}\)\],?/, 'plugins: [],')
  writeFileSync(config, source)
  linkPackages(dir)
  return build(dir, { PAYLOAD_SECRET: 'bench', DATABASE_URL: 'file:./blank.db' })
}

/** The parts a build can do without, each switched off in a clone of its own. */
const parts = {
  'back office (src/app/(payload))': (dir) =>
    rmSync(path.join(dir, 'src/app/(payload)'), { recursive: true, force: true }),
  'map and chart libraries (empty modules)': (dir) => {
    // CommonJS, so that the named imports of chart.js resolve (to undefined) without a build error.
    writeFileSync(path.join(dir, 'empty-module.cjs'), 'module.exports = {}\n')
    const tsconfig = JSON.parse(readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'))
    for (const name of ['maplibre-gl', 'chart.js', 'chart.js/auto'])
      tsconfig.compilerOptions.paths[name] = ['./empty-module.cjs']
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  },
}

const rows = []
const row = (what, { seconds, output }) => {
  rows.push([what, seconds.toFixed(0), compiled(output) ?? ''])
  console.log(`${what}: ${seconds.toFixed(1)} s (compiled in ${compiled(output) ?? '?'})`)
}
const load = () => loadavg()[0].toFixed(2)
const loadBefore = load()

row('`npm start` of a fresh clone until /en answers', await firstStart())
if (process.env.BENCH_BLANK_TEMPLATE)
  row(
    "Payload's blank template, `next build`",
    await blankTemplate(process.env.BENCH_BLANK_TEMPLATE),
  )
if (process.argv.includes('--parts')) {
  const dir = freshClone('parts')
  row('`next build`, everything', await build(dir))
  for (const [name, switchOff] of Object.entries(parts)) {
    spawnSync('git', ['checkout', '--quiet', '--', '.'], { cwd: dir })
    spawnSync('git', ['clean', '-fdq', '-e', 'node_modules'], { cwd: dir })
    switchOff(dir)
    row(`\`next build\` without the ${name}`, await build(dir))
  }
}

const report = [
  `# First start, ${new Date().toISOString()}`,
  '',
  `Load average before ${loadBefore}, after ${load()}.`,
  '',
  '| what | wall s | "Compiled successfully in" |',
  '|---|---|---|',
  ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  '',
].join('\n')
mkdirSync(path.join(root, 'bench/reports'), { recursive: true })
const file = path.join(
  root,
  `bench/reports/start-${new Date().toISOString().replace(/[:.]/g, '-')}.md`,
)
writeFileSync(file, report)
console.log(`\n${report}\nWritten to ${path.relative(root, file)}`)
