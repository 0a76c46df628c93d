import { parse, type HTMLElement } from 'node-html-parser'
import { inject } from 'vitest'

import { demoUser, type DemoRole } from '../support/e2e-env'
import { baseURL } from './browser'

/** A request to the test server that never follows redirects, so tests see each hop. */
export async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, baseURL()), { redirect: 'manual', headers })
}

export async function getHtml(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; html: HTMLElement }> {
  const response = await get(path, headers)
  return { response, html: parse(await response.text()) }
}

const tokens: Partial<Record<DemoRole, Promise<string>>> = {}

/**
 * A JWT of a demo account on the test server, for Payload's REST API: the admin's and sales'
 * complete login (password and second factor) the global setup made, the editor's own login (one
 * per test file).
 */
export function demoToken(role: DemoRole): Promise<string> {
  if (role !== 'editor') return Promise.resolve(inject('demoSecondFactor')[role].token)
  return (tokens[role] ??= (async () => {
    const response = await fetch(new URL('/api/users/login', baseURL()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoUser(role)),
    })
    if (response.status !== 200)
      throw new Error(`Logging in as the demo ${role} answered ${response.status}`)
    return ((await response.json()) as { token: string }).token
  })())
}

/**
 * How many answers a server gave from its page memory so far (src/server/layers/pages.ts), read from
 * its metrics (this host may read them).
 */
export async function pageMemoryAnswers(base: string = baseURL()): Promise<number> {
  const text = await (await fetch(new URL('/metrics', base))).text()
  let total = 0
  for (const line of text.split('\n'))
    if (line.startsWith('http_requests_total{') && line.includes('layer="page-memory"'))
      total += Number(line.slice(line.lastIndexOf(' ') + 1))
  return total
}
