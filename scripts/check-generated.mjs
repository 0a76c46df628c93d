#!/usr/bin/env node
/**
 * The files Payload generates from its config are committed and must match it: a stale import map
 * renders the back office blank (a component missing from it never loads), and stale types mislead
 * `tsc`. Regenerates both, compares, and puts the committed text back either way; exits 1, naming
 * the command that fixes it, when either was out of date. Part of `npm test`'s static checks.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

process.chdir(path.resolve(import.meta.dirname, '..'))
const generated = [
  ['src/app/(payload)/admin/importMap.js', 'generate:importmap'],
  ['src/payload-types.ts', 'generate:types'],
]
const before = generated.map(([file]) => readFileSync(file, 'utf8'))
const stale = []
try {
  for (const [i, [file, script]] of generated.entries()) {
    execFileSync('npm', ['run', '--silent', script], { stdio: ['ignore', 'ignore', 'inherit'] })
    if (readFileSync(file, 'utf8') !== before[i]) stale.push([file, script])
  }
} finally {
  generated.forEach(([file], i) => writeFileSync(file, before[i]))
}
if (stale.length) {
  for (const [file, script] of stale)
    console.error(`${file} is out of date with the Payload config: run npm run ${script}.`)
  process.exit(1)
}
