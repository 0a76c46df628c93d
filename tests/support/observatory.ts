// The MDN HTTP Observatory's own retriever, tests and grader (`@mdn/mdn-http-observatory`, the
// scanner behind MDN's Observatory), run on this machine against a host a test serves.
import { execFile } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export type Grade = {
  path: string
  grade: string
  score: number
  /** Each test's result (`csp-implemented-with-no-unsafe`, …) by the test's name. */
  results: Record<string, string>
  /** The tests that took points off, with how many. */
  penalties: Record<string, number>
}

/**
 * The package downloads the browsers' HSTS preload list when it is installed, which the project's
 * installs do not let it do (`allowScripts`): no host a test serves is on that list, so an empty
 * one is what it would find.
 */
export function ensurePreloadList(): void {
  const preloadList = fileURLToPath(
    new URL('../../node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json', import.meta.url),
  )
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')
}

/**
 * The Observatory's grades of `paths` on `hostname` (port 80, redirected to 443 as a visitor would
 * be). The scanner runs in a process of its own that trusts `certificate` (the test's throwaway
 * one, issued for that address), so that it grades HTTPS as it would with a real certificate
 * rather than marking the redirect and HSTS down for an untrusted one.
 */
export async function observatoryGrades(
  hostname: string,
  paths: readonly string[],
  certificate: string,
): Promise<Grade[]> {
  ensurePreloadList()
  const scanner = fileURLToPath(new URL('./observatory-scan.ts', import.meta.url))
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url))
  const { stdout } = await promisify(execFile)(tsx, [scanner, hostname, ...paths], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    timeout: 300_000,
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Grade[]
}
