'use client'

import { useEffect } from 'react'

/**
 * The booking page's one script: when the address names no zone, it shows the times again in the
 * browser's own zone. Without JavaScript the locale's zone stays, and the select changes it.
 */
export function DetectTimeZone({ shown }: { shown: string }) {
  useEffect(() => {
    const url = new URL(window.location.href)
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (url.searchParams.has('tz') || !zone || zone === shown) return
    url.searchParams.set('tz', zone)
    window.location.replace(url.toString())
  }, [shown])
  return null
}
