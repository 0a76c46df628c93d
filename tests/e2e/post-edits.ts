import { expect } from 'vitest'

import { demoUser } from '../support/e2e-env'

/**
 * Editing a post through Payload's REST API of a server (the test server, or one a test starts),
 * as the demo editor unless told: what the page-cache tests change to see a page follow.
 */
type Credentials = { email: string; password: string }

/** A token of the editor's login on `base`. */
export async function login(
  base: string,
  editor: Credentials = demoUser('editor'),
): Promise<string> {
  const response = await fetch(new URL('/api/users/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  return ((await response.json()) as { token: string }).token
}

/** A published post: the first the content API lists in English. */
export async function firstPost(base: string): Promise<{ id: number; url: string }> {
  const response = await fetch(new URL('/api/v1/posts?locale=en&limit=1', base))
  const [post] = ((await response.json()) as { content: { id: number; url: string }[] }).content
  if (!post) throw new Error('The demo content has no published post')
  return post
}

/** Renames a post in English (editors may). */
export async function retitle(base: string, id: number, title: string, editor?: Credentials) {
  const response = await fetch(new URL(`/api/posts/${id}?locale=en`, base), {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      Authorization: `JWT ${await login(base, editor)}`,
    },
    body: JSON.stringify({ title }),
  })
  expect(response.status).toBe(200)
}
