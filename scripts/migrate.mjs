#!/usr/bin/env node
/**
 * `npm run migrate`: brings DATABASE_URL's schema up to date under the lock the server takes at boot,
 * so it may run while instances start. `payload run` exits 0 even when its script never finished:
 * scripts/migrate.ts prints a closing line, and a run without it is a failure.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { payloadCli } from './lib/payload-cli.mjs'

process.chdir(path.resolve(import.meta.dirname, '..'))
const done = 'migrations: up to date'

const child = spawn(process.execPath, [...payloadCli, 'run', 'scripts/migrate.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
let output = ''
child.stdout.on('data', (chunk) => {
  output += chunk
  process.stdout.write(chunk)
})
child.on('close', (code) => {
  if (code === 0 && !output.includes(done)) {
    console.error(
      'The migrations did not run: `payload run` ended before scripts/migrate.ts finished.',
    )
    process.exit(1)
  }
  process.exit(code ?? 1)
})
