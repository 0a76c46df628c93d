import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { expect, it } from 'vitest'

import { payloadCli } from '../../scripts/lib/payload-cli.mjs'

// What Node resolves each Lexical package to, started with the flags our scripts give Payload's
// CLI.
function resolvedWith(flags: string[], packages: string[]): string[] {
  const script = `for (const p of ${JSON.stringify(packages)}) console.log(import.meta.resolve(p))`
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  })
  return out
    .trim()
    .split('\n')
    .map((url) => fileURLToPath(url))
}

it("Payload's command line loads Lexical builds without a top-level await (on Node 20 they sometimes never settle)", () => {
  // Every Lexical package with a main entry point (some only export subpaths).
  const hasMain = (p: string) =>
    Boolean(JSON.parse(readFileSync(`node_modules/${p}/package.json`, 'utf8')).exports?.['.'])
  const lexical = [
    'lexical',
    ...readdirSync('node_modules/@lexical').map((name) => `@lexical/${name}`),
  ].filter(hasMain)
  const flags = payloadCli.filter((arg) => arg.startsWith('--'))
  const topLevelAwait = /^(?:const|let|var)\s+\w+\s*=\s*await\b|^await\b/m
  const files = resolvedWith(flags, lexical)
  expect(files).toHaveLength(lexical.length)
  for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(topLevelAwait)
  // Without the flag Node picks the entry points that do await (what the flag is there to avoid).
  expect(readFileSync(resolvedWith([], ['lexical'])[0]!, 'utf8')).toMatch(topLevelAwait)
})
