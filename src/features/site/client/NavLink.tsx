'use client'

import { SiteLink as Link } from '@/features/site/SiteLink'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/** A navigation link that marks itself as the current page (or section) for screen readers. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname()
  const current = pathname === href ? 'page' : pathname?.startsWith(href + '/') ? 'true' : undefined
  return (
    <Link href={href} aria-current={current}>
      {children}
    </Link>
  )
}
