import { unstable_cache } from 'next/cache'

import { contentTag } from '@/lib/cache'

/**
 * Published news reads (lists, articles, categories, tags) for pages and the public API, kept in the
 * shared page cache under the tags of everything they show. A save, publish or unpublish of a post,
 * category, tag or picture revalidates those tags (src/lib/cache), so no reader ever gets an older
 * answer than the database, on any instance. Drafts and previews are never cached.
 */
const newsTags = ['posts', 'post-categories', 'tags', 'media'].map(contentTag)

export function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  // Outside the Next server (integration tests, scripts) there is no page cache: read directly.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return load()
  return unstable_cache(load, ['news', key], { tags: newsTags })()
}
