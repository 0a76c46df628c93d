'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState, type ReactNode } from 'react'

/** The main navigation: always visible on wide screens, behind a menu button below 1024 px. */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const pathname = usePathname()
  useEffect(() => setOpen(false), [pathname])
  return (
    <div className="site-nav" data-open={open}>
      <button type="button" className="site-nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden="true" className="site-nav__icon" />
        {label}
      </button>
      <div
        id={id}
        className="site-nav__panel"
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
      >
        {children}
      </div>
    </div>
  )
}
