/**
 * The page cache's one invalidation mechanism. Renders are tagged with the content they read, where
 * it is read (an `afterRead` hook on every public collection and global: Payload's reads are not
 * `fetch` calls Next could see); a change revalidates the tag where it happens (`afterChange`,
 * `afterDelete`), through the cache handler itself, so a save, a scheduled publish and the seed all
 * reach every instance (a command-line import through Redis, or by telling the running server).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { unstable_cache } from 'next/cache'
import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

import { processState } from '@/lib/process-state'

import { secondPass, transactionEnded } from './second-pass'

export const contentTag = (slug: string) => `content:${slug}`

const shown = Symbol('page-cache-tags')
type TaggedContext = { [shown]?: Set<string> }

/**
 * A published read kept across requests in the shared page cache, under the tags of the collections
 * it shows: a change to any of them (see `withPageCacheTags`) makes the next read go to the
 * database, on every instance. The one way a feature keeps data between requests; `cache()` from
 * React only spares a second identical read within one render. Drafts and previews are never read
 * through it.
 */
export function cachedRead<T>(
  key: readonly string[],
  collections: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  // Outside the Next server (integration tests, scripts) there is no page cache: read directly.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return load()
  return unstable_cache(load, [...key], { tags: collections.map(contentTag) })()
}

/** Ties whatever is being rendered (a page or a cached route) to this content. */
async function showsContent(tags: string[]): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    await unstable_cache(async () => true, ['shows-content', ...tags], { tags })()
  } catch {
    // Outside a request (jobs, seed, scripts) nothing is being rendered, so there is nothing to
    // tag.
  }
}

async function tagOnce(req: PayloadRequest | undefined, tag: string) {
  // One declaration per tag and Local API call: a list of 100 posts tags the page once, not 100
  // times.
  const context = (req?.context ?? {}) as TaggedContext
  const seen = (context[shown] ??= new Set())
  if (seen.has(tag)) return
  seen.add(tag)
  await showsContent([tag])
}

type Handler = { revalidateTag(tags: string[]): Promise<void> }

/**
 * The same handler module instance Next loaded (imported natively, not bundled), so the same store.
 */
function cacheHandler(): Promise<Handler> {
  return processState('cache.handler', async () => {
    const file = path.resolve(process.cwd(), 'src/lib/cache/page-cache-handler.mjs')
    const { default: CacheHandler } = await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(file).href
    )
    return new CacheHandler({
      serverDistDir: path.resolve(process.cwd(), '.next/server'),
      dev: false,
    }) as Handler
  })
}

/** The signature of a revalidation notice (`POST /api/v1/revalidate`), keyed by PAYLOAD_SECRET. */
export function signRevalidation(body: string, secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', `revalidate:${secret}`).update(body).digest('hex')
}

export function verifyRevalidation(
  body: string,
  signature: string | null,
  secret = process.env.PAYLOAD_SECRET ?? '',
): boolean {
  if (!secret || !signature) return false
  const expected = Buffer.from(signRevalidation(body, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * A process other than the server (a command-line import) without a shared cache cannot reach the
 * server's memory: it tells the running server, which revalidates its own cache. No server running
 * means no cache to keep fresh (it starts empty).
 */
async function notifyServer(tags: string[]): Promise<void> {
  const base = process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
  const body = JSON.stringify({ tags, at: Date.now() })
  try {
    await fetch(new URL('/api/v1/revalidate', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signRevalidation(body) },
      body,
      signal: AbortSignal.timeout(3_000),
    })
  } catch {
    // not running: nothing is cached
  }
}

/**
 * Every page that showed this content is rendered afresh on its next request, on every instance.
 */
export async function revalidateContent(
  tags: string[],
  log?: { error: (message: string) => void },
): Promise<void> {
  const inServer = process.env.NEXT_RUNTIME === 'nodejs'
  // Payload under test on its own (integration tests) has no page cache to keep fresh. (A server
  // that a test run starts inherits VITEST, hence the server check first.)
  if (!inServer && process.env.VITEST) return
  try {
    // In the server, or anywhere the cache is shared (Redis): straight to the cache handler.
    if (inServer || process.env.REDIS_URL) await (await cacheHandler()).revalidateTag(tags)
    else await notifyServer(tags)
  } catch (error) {
    log?.error(
      `Could not revalidate cached pages for ${tags.join(', ')}: ${(error as Error).message}`,
    )
  }
}

/** The change's second revalidation, once it is visible to every render (second-pass.ts). */
function revalidateAgain(req: PayloadRequest, tags: string[]): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs' && process.env.VITEST) return
  const again = processState('cache.second-pass', () => ({
    schedule: secondPass((settled) => revalidateContent(settled, req.payload.logger)),
  }))
  again.schedule(tags, transactionEnded(req))
}

/**
 * Adds the tagging and revalidating hooks to a collection or global that a public page can show.
 */
export function withPageCacheTags<T extends CollectionConfig | GlobalConfig>(
  config: T,
  kind: 'collection' | 'global',
): T {
  const tag = contentTag(config.slug)
  const hooks = { ...config.hooks } as Record<string, unknown[] | undefined>
  const tagRead = async ({ doc, req }: { doc: unknown; req: PayloadRequest }) => {
    await tagOnce(req, tag)
    return doc
  }
  const revalidate = async ({ req, doc }: { req: PayloadRequest; doc: unknown }) => {
    await revalidateContent([tag], req.payload.logger)
    revalidateAgain(req, [tag])
    return doc
  }
  hooks.afterRead = [...(hooks.afterRead ?? []), tagRead]
  hooks.afterChange = [...(hooks.afterChange ?? []), revalidate]
  if (kind === 'collection') hooks.afterDelete = [...(hooks.afterDelete ?? []), revalidate]
  return { ...config, hooks } as T
}
