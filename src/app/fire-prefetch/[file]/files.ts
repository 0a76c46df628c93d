import { contentPrefetchFiles, type PrefetchLoader } from '@/features/content/prefetch'
import { shopPrefetchFiles } from '@/features/shop/prefetch'

/**
 * Every file of `GET /fire-prefetch/{file}.json`: the shared content's and the shop's. Each feature
 * keeps its own loaders; this is the one place that knows them all.
 */
export const prefetchFiles: Record<string, PrefetchLoader> = {
  ...contentPrefetchFiles,
  ...shopPrefetchFiles,
}
