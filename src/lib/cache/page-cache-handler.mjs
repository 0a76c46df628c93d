/**
 * Next's cache handler for rendered pages and tagged data reads (next.config.ts `cacheHandler`).
 *
 * - With REDIS_URL: one shared cache in Redis, so every instance serves the same pages and a tag
 *   revalidated on one instance is fresh on all of them at the next request.
 * - Without: an in-memory LRU in this process. Nothing is written to disk, so a restart never serves
 *   a page rendered before content changed while the server was down.
 * If Redis cannot be reached at start, the process falls back to its own memory and says so; pages
 * are then per instance until the next restart, which is slower to converge but never wrong for a
 * single instance.
 *
 * Plain JavaScript: Next loads this file at run time, outside its compiled bundles.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import Redis from 'ioredis'
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash, randomUUID } from 'node:crypto'

/**
 * `processState` of src/lib/process-state.ts, which this file (loaded by Node as it is, outside any
 * bundle) cannot import: state kept once per process under `Symbol.for('voltra.<name>')`, shared
 * with the bundles that name it the same way, and cleared by the tests' fresh start.
 */
function processState(name, create) {
  return (globalThis[Symbol.for(`voltra.${name}`)] ??= create())
}

/**
 * When the request being answered began (ms), around each request Next answers: set by the
 * production server (src/server/layers/next.ts, which reaches the same store under this name).
 * What a render reads was current then, not when it is stored.
 */
const requestStarts = processState('cache.request-starts', () => new AsyncLocalStorage())
/**
 * When this process last revalidated a tag (ms). Process state like the store above, in case Next
 * loads this file more than once: what one copy revalidates, the other must not store.
 */
const revalidations = processState('cache.revalidations', () => ({ last: 0 }))

/** Environment variables whose values end up in rendered pages. */
const renderedSettings = [
  'GTM_ID',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_VERSION',
  'MAP_STYLE_URL',
  'MAP_TILE_ORIGINS',
  'SENTRY_DSN',
]

/**
 * The content generation: a value that changes after every revalidation (a counter in memory, a random
 * value in Redis). The production server keeps shared pages in its page memory in front of Next
 * (src/server/pages/page-memory.ts) and serves one only while the generation it was made in is
 * still current. With Redis the value lives there, so an edit on one instance retires the pages of
 * all of them. The server reads it through `contentGeneration()` (generation.ts, beside this file).
 */
function localGeneration() {
  let counter = 0
  return { read: () => counter, advance: async () => void counter++ }
}

function redisGeneration(client, key) {
  // A Redis that hangs must not hold pages up: after a moment the generation counts as unknown, and
  // the server asks Next (whose own Redis reads give up after a second).
  const unknown = () => new Promise((resolve) => setTimeout(resolve, 250, null).unref())
  // A random value rather than a counter: should Redis lose its data, a counter could start again at a
  // number an old copy carries, a random value cannot.
  return {
    read: () => Promise.race([client.get(key).then((value) => value ?? 'initial'), unknown()]),
    advance: () => client.set(key, randomUUID()),
  }
}

/** Where the content generation is kept once the cache is configured (generation.ts reads it). */
const generation = () => processState('cache.generation', () => ({ current: undefined }))

function memoryOnly() {
  generation().current = localGeneration()
  return createLruHandler({ maxItemsNumber: 5_000, maxItemSizeBytes: 256 * 1024 * 1024 })
}

/** This process's store of pages and data reads, in Redis or in memory, and its generation. */
async function configure({ buildId }) {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return memoryOnly()
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    enableOfflineQueue: false,
  })
  // Said once per process: a Redis away would otherwise fill the log at every retry.
  const warning = processState('cache.redis-warning', () => ({ shown: false }))
  client.on('error', (error) => {
    if (!warning.shown) console.warn(`[page-cache] Redis error: ${error.message}`)
    warning.shown = true
  })
  try {
    await client.connect()
  } catch (error) {
    console.error(
      `[page-cache] Redis at REDIS_URL is unreachable (${error.message}); pages are cached in this process only.`,
    )
    client.disconnect()
    return memoryOnly()
  }
  // Per build: a page embeds its build's chunk names, so another build (a deploy
  // in progress, an older instance) must never be served from it. Per rendered settings too: a page
  // embeds what some variables say (the error-reporting switch, the tag manager, the captcha key), so
  // a restart with other values starts a cache of its own instead of serving pages rendered with the old.
  const settings = renderedSettings.map((name) => `${name}=${process.env[name] ?? ''}`).join('\n')
  const fingerprint = createHash('sha256').update(settings).digest('hex').slice(0, 12)
  const prefix = `${process.env.PAGE_CACHE_PREFIX || 'site:pages:'}${buildId ?? 'dev'}:${fingerprint}:`
  generation().current = redisGeneration(client, `${prefix}__generation__`)
  return createRedisHandler({
    client: ioredisAdapter(client),
    keyPrefix: prefix,
    sharedTagsKey: `${prefix}__tags__`,
    sharedTagsTtlKey: `${prefix}__tag_ttls__`,
    timeoutMs: 1_000,
  })
}

/**
 * The store, configured once per process (however many times Next loads this file) and looked up
 * at every call. The package configures itself once per process and keeps the handlers it is given
 * for good; handing it this one keeps the store and the generation in process state instead, where
 * the tests' fresh start clears them (the next call then configures anew).
 */
function processStore(context) {
  const store = () => processState('cache.store', () => configure(context))
  return {
    name: 'page-cache',
    get: async (key, meta) => (await store()).get(key, meta),
    set: async (key, value, ctx) => (await store()).set(key, value, ctx),
    revalidateTag: async (tag) => (await store()).revalidateTag(tag),
    delete: async (key) => (await store()).delete?.(key),
    // Redis' handler reads the shared tags here, before the first request.
    prepare: async () => (await store()).prepare?.(),
  }
}

CacheHandler.onCreation((context) => ({ handlers: [processStore(context)] }))

/**
 * Next's cache handler, which also moves the content generation on once a revalidation has landed,
 * and does not store what a request begun before the latest revalidation rendered.
 */
export default class PageCacheHandler extends CacheHandler {
  async set(...args) {
    // A render under way when an editor saved has read the old content. Stored after the
    // revalidation, it would look as fresh as any later render and hide the change until the next
    // one; left out, the next request renders anew. (An edit on another instance: the second pass
    // in src/lib/cache/second-pass.ts.)
    const started = requestStarts.getStore()
    if (typeof started === 'number' && started <= revalidations.last) return
    return super.set(...args)
  }

  async revalidateTag(...args) {
    revalidations.last = Date.now()
    await super.revalidateTag(...args)
    // After, never before: a copy made between the two would carry the new generation and old content.
    await generation().current?.advance()
  }
}
