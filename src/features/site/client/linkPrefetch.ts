/**
 * When links prefetch the page they lead to: only once the page has been quiet for 2,000 ms (no new
 * links appearing, then an idle moment of the browser), only links in view, each target once, and
 * never on a 2g connection or with Save-Data. Next's own prefetch starts as soon as a link is
 * visible, which competes with the page's own loading on slow connections; site links register here
 * instead (navigation.ts).
 */
export const prefetchIdleMs = 2000

type Connection = { saveData?: boolean; effectiveType?: string }

/**
 * Whether prefetching suits this connection (Network Information API; absent means unknown,
 * allowed).
 */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

type Entry = { element: Element; href: string; prefetch: (href: string) => void }

const pending = new Set<Entry>()
const done = new Set<string>()
let timer: ReturnType<typeof setTimeout> | undefined
let restartQueued = false
let observer: IntersectionObserver | undefined
const observed = new Map<Element, Entry>()

function watch(entry: Entry) {
  observer ??= new IntersectionObserver((records) => {
    for (const record of records) {
      if (!record.isIntersecting) continue
      const seen = observed.get(record.target)
      observer!.unobserve(record.target)
      observed.delete(record.target)
      if (!seen || done.has(seen.href)) continue
      done.add(seen.href)
      seen.prefetch(seen.href)
    }
  })
  observed.set(entry.element, entry)
  observer.observe(entry.element)
}

function flush() {
  const start = () => {
    for (const entry of pending) watch(entry)
    pending.clear()
  }
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(start, { timeout: prefetchIdleMs })
  else setTimeout(start, 0)
}

/** Registers a link for a later prefetch; returns the cleanup for its unmount. */
export function schedulePrefetch(
  element: Element | null,
  href: string,
  prefetch: (href: string) => void,
): () => void {
  if (!element || typeof window === 'undefined') return () => {}
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  if (!prefetchAllowed(connection)) return () => {}
  const url = new URL(href, location.href)
  if (
    url.origin !== location.origin ||
    (url.pathname === location.pathname && url.search === location.search)
  )
    return () => {}
  const target = url.pathname + url.search
  if (done.has(target)) return () => {}
  const entry: Entry = { element, href: target, prefetch }
  pending.add(entry)
  // Every new batch of links restarts the quiet period: prefetching begins once the page has
  // settled. Once per batch, not per link: a page registers some 80 links in one task, and a timer
  // each took 150–200 ms of it under a 4x CPU slowdown (a Chromium trace of /en).
  if (!restartQueued) {
    restartQueued = true
    queueMicrotask(() => {
      restartQueued = false
      clearTimeout(timer)
      timer = setTimeout(flush, prefetchIdleMs)
    })
  }
  return () => {
    pending.delete(entry)
    if (observed.get(element) === entry) {
      observer?.unobserve(element)
      observed.delete(element)
    }
  }
}
