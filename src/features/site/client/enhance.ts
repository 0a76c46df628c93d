/**
 * Progressive enhancement of server-rendered markup. An element marked `data-enhance="<name>"` is
 * complete HTML without any script; its behaviour is a plain DOM module loaded only once such an
 * element is on the page, so a page's first load carries no client component for it. Enhanced
 * elements get `data-enhanced`. The behaviours by name are the app's (src/app/(site)/Enhancements.tsx):
 * the page frame knows no feature.
 */
/** A behaviour: takes its element, returns how to undo itself (the element left the page). */
export type Enhancer = (element: HTMLElement) => () => void
export type Enhancers = Record<string, () => Promise<Enhancer>>

/** Enhances what is under `root` now and whatever a later render adds; returns the stop function. */
export function watchEnhancements(root: HTMLElement, enhancers: Enhancers): () => void {
  // Element → its undo once enhanced, or null while its script loads.
  const active = new Map<HTMLElement, (() => void) | null>()
  const scan = () => {
    for (const [element, undo] of active) {
      if (element.isConnected) continue
      undo?.()
      active.delete(element)
    }
    for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
      const load = enhancers[element.dataset.enhance ?? '']
      if (!load || active.has(element)) continue
      active.set(element, null)
      load().then(
        (enhance) => {
          if (!active.has(element) || !element.isConnected) return
          active.set(element, enhance(element))
          element.dataset.enhanced = ''
        },
        // The script did not arrive (offline, a new deployment): the next render tries again.
        () => active.delete(element),
      )
    }
  }
  scan()
  const observer = new MutationObserver(scan)
  observer.observe(root, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    for (const undo of active.values()) undo?.()
    active.clear()
  }
}
