#!/usr/bin/env node
/**
 * `npm run migrate`: brings DATABASE_URL's schema up to date with the checked-in migrations, holding the
 * migration lock the server takes at boot (PostgreSQL advisory lock, or a lock directory beside the
 * SQLite file), so it can run while instances start or beside another `npm run migrate`.
 *
 * `payload run` occasionally exits 0 without running the script on this machine (see README, "Known
 * framework issues"): the script prints a closing line, and a run without it is repeated (migrating is
 * idempotent under the lock).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

process.chdir(path.resolve(import.meta.dirname, '..'))
const done = 'migrations: up to date'

function run() {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/payload', ['run', 'scripts/migrate.ts'], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.on('close', (code) => resolve({ code: code ?? 1, finished: output.includes(done) }))
  })
}

for (let attempt = 1; attempt <= 3; attempt++) {
  const { code, finished } = await run()
  if (code !== 0) process.exit(code)
  if (finished) process.exit(0)
  console.warn(`payload run exited without running the migrations; trying again (${attempt}/3)`)
}
console.error('The migrations did not run (payload run exited early three times).')
process.exit(1)
