/**
 * A small in-process cache of published news reads (lists, articles, categories, tags) for a few
 * seconds. Payload runs inside the same Node process, so the collections' afterChange/afterDelete hooks
 * clear it on every save, publish or unpublish: a change shows at once on this server and, with several
 * servers, within `newsCacheTtlMs` everywhere. Drafts and previews are never cached.
 */
export const newsCacheTtlMs = 5_000
const maxEntries = 500
type Entry = { expires: number; value: Promise<unknown> }
// On globalThis: Next may load this module once per route bundle, and the hooks run in the back office's.
const holder = globalThis as typeof globalThis & { __newsReadCache?: Map<string, Entry> }
const store = (holder.__newsReadCache ??= new Map<string, Entry>())

export function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = store.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  store.set(key, { expires: now + newsCacheTtlMs, value })
  value.catch(() => store.delete(key))
  if (store.size > maxEntries) store.delete(store.keys().next().value as string)
  return value
}

export function clearNewsCache(): void {
  store.clear()
}

/** Payload hook clearing the cache (afterChange / afterDelete of posts, categories and tags). */
export const clearNewsCacheHook = () => {
  clearNewsCache()
}
