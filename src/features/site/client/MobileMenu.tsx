'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The main navigation: always visible on wide screens, behind a menu button below 1024 px. While
 * the menu is open, Tab and Shift+Tab cycle through the button and the menu's links (focus never
 * goes to the page underneath), and Esc closes it and returns focus to the button.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname()
  // Open on the page where it was opened: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn !== null && openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // On wide screens the button is hidden and the navigation is part of the header: nothing to
    // trap.
    const isMenu = () => toggle.current !== null && toggle.current.offsetParent !== null
    function onKeyDown(event: KeyboardEvent) {
      if (!isMenu()) return
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpenOn(null)
        toggle.current?.focus()
        return
      }
      if (event.key !== 'Tab' || !root.current) return
      const items = [...root.current.querySelectorAll<HTMLElement>(focusable)].filter(
        (el) => el.offsetParent !== null,
      )
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) return
      const inside = root.current.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    // A click outside the menu closes it, as a tap beside a menu does in apps.
    function onPointerDown(event: PointerEvent) {
      if (isMenu() && root.current && !root.current.contains(event.target as Node)) setOpenOn(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div ref={root} className="site-nav" data-open={open}>
      <button
        ref={toggle}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="site-nav__icon" />
        {label}
      </button>
      <div
        id={id}
        className="site-nav__panel"
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
      >
        {children}
      </div>
    </div>
  )
}
