'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'
import { useEffect, useRef, useState, type RefObject } from 'react'

import {
  initAnalytics,
  purposes,
  startFieldVitals,
  readConsent,
  storeConsent,
  type Consent,
  type Purpose,
} from './analytics'
import { noticePaintAttribute } from '../notice-paint'

/** The notice's words (messages `cookies`), handed over by the site layout. */
export type CookieStrings = {
  label: string
  text: string
  link: string
  accept: string
  reject: string
  choose: string
  save: string
  choicesLegend: string
  necessary: string
  purposes: Record<Purpose, { label: string; text: string }>
}

type Props = { gtmId?: string; strings: CookieStrings; linkHref: string }

/**
 * How tall the bar is, as `--cookie-notice-height` on <html> while it shows (site.css reserves that
 * much).
 */
const heightProperty = '--cookie-notice-height'
/**
 * Links that reopen the choices (the footer's "Cookie settings"); a plain link without JavaScript.
 */
const settingsLink = '[data-cookie-settings]'

const none: Consent = { analytics: false, marketing: false }
const all: Consent = { analytics: true, marketing: true }

/**
 * The cookie notice: a fixed bar until the visitor chooses. "Accept" and "Reject" are the same kind
 * of button side by side; "Choose" shows a checkbox per purpose (none ticked in advance). The
 * choice is stored (analytics.ts) and starts the tag manager only for what was granted. The
 * footer's "Cookie settings" link opens the choices again at any time. While it shows, the page
 * reserves its height at the bottom (scroll padding and body padding in site.css) and an element
 * that gets focus is scrolled above the bar instead of hiding under it (WCAG 2.4.11).
 *
 * The bar is in the server-rendered page, so a first visit paints it at once; a script before it
 * hides it for a visitor who has chosen (first-paint.ts), and it goes once hydrated. Its
 * buttons wait for hydration, disabled until then rather than doing nothing.
 */
export function CookieNotice({ gtmId, strings, linkHref }: Props) {
  const [visible, setVisible] = useState(true)
  const [hydrated, setHydrated] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [choice, setChoice] = useState<Consent>(none)
  const bar = useRef<HTMLElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    // Inside the back office's live preview (the only frame the CSP allows, our own origin) the
    // person is an editor, not a visitor: no bar over the page they edit, and no analytics either.
    // Consent lives in the browser: the server-rendered page always has the bar, so the first
    // render here has it too (hydration), and it goes right after when a choice is stored.
    if (window.self !== window.top) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setVisible(false)
      return
    }
    const stored = readConsent()
    if (stored) {
      initAnalytics(gtmId)
      startFieldVitals()
    }
    setVisible(!stored)
    setHydrated(true)
    function reopen(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest(settingsLink) : null
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      opener.current = link as HTMLElement
      // The first-paint rule would keep the bar hidden for a visitor who has chosen.
      document.documentElement.removeAttribute(noticePaintAttribute)
      setChoice(readConsent() ?? none)
      setChoosing(true)
      setVisible(true)
      requestAnimationFrame(() => bar.current?.querySelector('input')?.focus())
    }
    document.addEventListener('click', reopen)
    return () => document.removeEventListener('click', reopen)
  }, [gtmId])

  useReservedHeight(bar, visible)

  function decide(consent: Consent) {
    storeConsent(consent)
    setVisible(false)
    setChoosing(false)
    initAnalytics(gtmId)
    startFieldVitals()
    opener.current?.focus()
    opener.current = null
  }

  if (!visible) return null
  return (
    <section ref={bar} className="cookie-notice" aria-label={strings.label} role="region">
      <p>
        {strings.text} <Link href={linkHref}>{strings.link}</Link>
      </p>
      {choosing ? <PurposeChoices strings={strings} choice={choice} onChange={setChoice} /> : null}
      <div className="cookie-notice__actions">
        <button
          type="button"
          disabled={!hydrated}
          className="button button--primary"
          onClick={() => decide(all)}
        >
          {strings.accept}
        </button>
        <button
          type="button"
          disabled={!hydrated}
          className="button button--primary"
          onClick={() => decide(none)}
        >
          {strings.reject}
        </button>
        {choosing ? (
          <button
            type="button"
            disabled={!hydrated}
            className="button"
            onClick={() => decide(choice)}
          >
            {strings.save}
          </button>
        ) : (
          <button
            type="button"
            disabled={!hydrated}
            className="button"
            onClick={() => setChoosing(true)}
          >
            {strings.choose}
          </button>
        )}
      </div>
    </section>
  )
}

/**
 * While the bar shows, the page reserves its height (`--cookie-notice-height`) and an element that
 * gets focus is lifted above it.
 */
function useReservedHeight(barRef: RefObject<HTMLElement | null>, visible: boolean) {
  useEffect(() => {
    const element = barRef.current
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
    // Chromium's focus scrolling ignores the scroll padding for an element already partly in view
    // (a tall textarea stayed under the bar): lift it the rest of the way.
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
  }, [visible, barRef])
}

/** A checkbox per purpose, none ticked in advance; what is strictly necessary is said, not asked. */
function PurposeChoices({
  strings,
  choice,
  onChange,
}: {
  strings: CookieStrings
  choice: Consent
  onChange: (choice: Consent) => void
}) {
  return (
    <fieldset className="cookie-notice__choices">
      <legend>{strings.choicesLegend}</legend>
      <p>{strings.necessary}</p>
      {purposes.map((purpose) => (
        <label key={purpose}>
          <input
            type="checkbox"
            name={purpose}
            checked={choice[purpose]}
            onChange={(event) => onChange({ ...choice, [purpose]: event.target.checked })}
          />
          <span>
            <strong>{strings.purposes[purpose].label}</strong> {strings.purposes[purpose].text}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
