'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'
import { useEffect, useRef, useState } from 'react'

import { hasConsent, initAnalytics, storeConsent } from './analytics'

type Props = {
  gtmId?: string
  text: string
  linkLabel: string
  linkHref: string
  acceptLabel: string
  label: string
}

/** How tall the bar is, as `--cookie-notice-height` on <html> while it shows (site.css reserves that much). */
const heightProperty = '--cookie-notice-height'

/**
 * The cookie notice: a fixed bar until consent is stored; consent then starts analytics. While it
 * shows, the page reserves its height at the bottom (scroll padding and body padding in site.css) and
 * an element that gets focus is scrolled above the bar instead of hiding under it (WCAG 2.4.11).
 */
export function CookieNotice({ gtmId, text, linkLabel, linkHref, acceptLabel, label }: Props) {
  const [visible, setVisible] = useState(false)
  const bar = useRef<HTMLElement>(null)

  useEffect(() => {
    // Inside the back office's live preview (the only frame the CSP allows, our own origin) the person
    // is an editor, not a visitor: no bar over the page they edit, and no analytics either.
    if (window.self !== window.top) return
    if (hasConsent()) initAnalytics(gtmId)
    // Consent lives in the browser: the server-rendered page never shows the bar, so the first render
    // here must not either (hydration), and the bar appears right after.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setVisible(true)
  }, [gtmId])

  useEffect(() => {
    const element = bar.current
    if (!visible || !element) return
    const root = document.documentElement
    // The bar's height changes with the viewport width (its text wraps) and the text size.
    const observer = new ResizeObserver(() =>
      root.style.setProperty(
        heightProperty,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      ),
    )
    observer.observe(element)
    // Chromium's focus scrolling ignores the scroll padding for an element already partly in view (a
    // tall textarea stayed under the bar): lift it the rest of the way.
    function lift(event: FocusEvent) {
      const target = event.target
      if (!(target instanceof HTMLElement) || !element || element.contains(target)) return
      const rect = target.getBoundingClientRect()
      const top = element.getBoundingClientRect().top
      if (rect.bottom > top && rect.height < top)
        window.scrollBy({ top: rect.bottom - top + 8, behavior: 'instant' })
    }
    document.addEventListener('focusin', lift)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', lift)
      root.style.removeProperty(heightProperty)
    }
  }, [visible])

  if (!visible) return null
  return (
    <section ref={bar} className="cookie-notice" aria-label={label} role="region">
      <p>
        {text} <Link href={linkHref}>{linkLabel}</Link>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          storeConsent()
          setVisible(false)
          initAnalytics(gtmId)
        }}
      >
        {acceptLabel}
      </button>
    </section>
  )
}
