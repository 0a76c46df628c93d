'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, type ComponentProps } from 'react'

import { schedulePrefetch } from './linkPrefetch'

type Props = ComponentProps<typeof Link>

/**
 * next/link with the site's prefetch rule (see linkPrefetch.ts): prefetched after 2,000 ms of quiet,
 * when in view, never on 2g or with Save-Data. `prefetch={false}` turns prefetching off entirely.
 */
export function SiteLink({ prefetch, href, ...props }: Props) {
  const ref = useRef<HTMLAnchorElement>(null)
  const router = useRouter()
  const target = typeof href === 'string' ? href : `${href.pathname ?? ''}${href.search ?? ''}`
  useEffect(() => {
    if (prefetch === false) return
    return schedulePrefetch(ref.current, target, (url) => router.prefetch(url))
  }, [prefetch, target, router])
  return <Link {...props} href={href} prefetch={false} ref={ref} />
}
