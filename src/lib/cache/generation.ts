import { processState } from '@/lib/process-state'

/** The content generation as the page cache handler keeps it (page-cache-handler.mjs). */
type Generation = { read(): unknown | Promise<unknown>; advance(): Promise<void> }

/**
 * The current content generation: a value that changes after every revalidation, read by the
 * production server (its page memory serves a page only while the generation it was made in is
 * current). Null until Next has configured its cache handler; with Redis, null too when Redis does
 * not answer in time.
 */
export function contentGeneration(): unknown | Promise<unknown> {
  const holder = processState('cache.generation', (): { current?: Generation } => ({}))
  return holder.current?.read() ?? null
}
