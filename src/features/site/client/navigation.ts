/**
 * Client-side navigation for the site's links. `SiteLink` renders plain anchors marked `data-nav`;
 * one click listener on the document sends their clicks through the App Router (no full page load),
 * and a watcher registers them for a later prefetch (linkPrefetch.ts) as they appear, also after a
 * navigation. next/link would do the same per link, as a client component with its own state and
 * effect: some 50 of them made up most of what a page had to hydrate.
 */
import { schedulePrefetch } from './linkPrefetch'

export const siteLinkAttribute = 'data-nav'

/** What the router offers here: Next's useRouter() in the site. */
export type SiteRouter = { push: (href: string) => void; prefetch: (href: string) => void }

type Click = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>
type Anchor = { href: string; target: string; hasAttribute: (name: string) => boolean }
type Place = { href: string; origin: string; pathname: string; search: string }

/**
 * Where a click on `anchor` should take the visitor through the router, or null when the browser
 * should handle it: not a site link, another button or a modifier key (new tab or window,
 * download), another target or origin, or a jump to an anchor of the same page.
 */
export function clientNavigationTarget(
  click: Click,
  anchor: Anchor,
  current: Place,
): string | null {
  if (
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  )
    return null
  if (!anchor.hasAttribute(siteLinkAttribute) || anchor.hasAttribute('download')) return null
  if (anchor.target && anchor.target !== '_self') return null
  const url = new URL(anchor.href, current.href)
  if (url.origin !== current.origin) return null
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null
  return url.pathname + url.search + url.hash
}

/**
 * Handles the site links under `root` from now on; `onNavigate` is told the path of each navigation
 * it starts. Returns the function that stops it.
 */
export function handleSiteLinks(
  root: HTMLElement,
  router: SiteRouter,
  onNavigate: (path: string) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a')
    if (!anchor || !root.contains(anchor)) return
    const target = clientNavigationTarget(event, anchor, location)
    if (target === null) return
    event.preventDefault()
    onNavigate(target)
    router.push(target)
  }
  document.addEventListener('click', onClick)

  // Each link in the document → the address it was registered with and how to cancel that. React
  // may reuse an anchor for another address (the next page of a list): it is then registered again.
  const registered = new Map<HTMLAnchorElement, { href: string; cancel: () => void }>()
  const prefetch = (href: string) => router.prefetch(href)
  const scan = () => {
    for (const [anchor, entry] of registered) {
      if (anchor.isConnected && anchor.getAttribute('href') === entry.href) continue
      entry.cancel()
      registered.delete(anchor)
    }
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>(`a[${siteLinkAttribute}]`)) {
      if (registered.has(anchor)) continue
      const href = anchor.getAttribute('href') ?? ''
      registered.set(anchor, { href, cancel: schedulePrefetch(anchor, href, prefetch) })
    }
  }
  scan()
  const observer = new MutationObserver(scan)
  observer.observe(root, { childList: true, subtree: true, attributeFilter: ['href'] })
  return () => {
    document.removeEventListener('click', onClick)
    observer.disconnect()
    for (const entry of registered.values()) entry.cancel()
    registered.clear()
  }
}
