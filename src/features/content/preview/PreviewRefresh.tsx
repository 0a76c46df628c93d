'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Live preview inside the back office: tells the admin window this page is ready, and re-renders
 * the page from the server (the latest autosaved draft) whenever the editor's document changes.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const parent = window.opener ?? (window.parent !== window ? window.parent : null)
    if (!parent) return
    const origin = window.location.origin
    parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
