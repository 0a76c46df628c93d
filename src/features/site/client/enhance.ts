/**
 * Progressive enhancement of server-rendered markup. An element marked `data-enhance="<name>"` is
 * complete HTML without any script; its behaviour is a plain DOM module loaded only once such an
 * element is on the page, so a page's first load carries no per-page client component for it (and a
 * page that merely could show one carries nothing). Enhanced elements get `data-enhanced`.
 *
 * Each enhancer takes its element and returns how to undo itself, run when the element leaves the
 * document (a client-side navigation) or the watcher stops. Static import()s, so the bundler splits
 * each behaviour into its own chunk.
 */
type Enhancer = (element: HTMLElement) => () => void

const enhancers: Record<string, () => Promise<Enhancer>> = {
  'hero-video': () =>
    import('@/features/marketing/components/heroVideoBehaviour').then((m) => m.enhanceHeroVideo),
  'payback-calculator': () =>
    import('@/features/calculator/components/calculatorBehaviour').then((m) => m.enhanceCalculator),
  'hardware-search': () =>
    import('@/features/hardware/components/hardwareSearch').then((m) => m.enhanceHardwareSearch),
}

/**
 * Enhances what is under `root` now and whatever a later render adds; returns the stop function.
 */
export function watchEnhancements(root: HTMLElement): () => void {
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
