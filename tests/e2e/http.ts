import { parse, type HTMLElement } from 'node-html-parser'

import { baseURL } from './browser'

/** A request to the test server that never follows redirects, so tests see each hop. */
export async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, baseURL()), { redirect: 'manual', headers })
}

export async function getHtml(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; html: HTMLElement }> {
  const response = await get(path, headers)
  return { response, html: parse(await response.text()) }
}
